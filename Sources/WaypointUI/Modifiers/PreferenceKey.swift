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

extension View {
  /// Sets a value for the given preference.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    modifier(PreferenceWritingModifier<K>(value: value))
  }

  /// Adds an action to perform when the given preference key's value changes.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceObservingModifier<K>(action: action))
  }
}
