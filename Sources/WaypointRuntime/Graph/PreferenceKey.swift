/// A named value produced by a view, collected by ancestors as the view hierarchy resolves.
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  associatedtype Value

  /// The value of the preference when no view sets it.
  static var defaultValue: Value { get }

  /// Combines a sequence of values by modifying the previously accumulated value with the
  /// result of a closure that provides the next value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
