/// A key for a value that the focused view (or its scene) publishes, for commands and other
/// scenes to read through `FocusedValues`.
public protocol FocusedValueKey {
  /// The type of value the key names.
  associatedtype Value
}
