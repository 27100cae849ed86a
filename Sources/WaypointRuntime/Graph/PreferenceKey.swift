/// Names a value that views pass up to their ancestors: `.preference(key:value:)` sets it, and
/// the runtime merges the values of sibling subtrees on the way up to `onPreferenceChange` and
/// the other readers.
public protocol PreferenceKey {
  /// What views set under this key.
  associatedtype Value

  /// What a reader sees when no view below it set the key.
  static var defaultValue: Value { get }

  /// Folds a later sibling's value (`nextValue()`) into `value`, the earlier ones' combined
  /// value; called only where two subtrees both set the key.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
