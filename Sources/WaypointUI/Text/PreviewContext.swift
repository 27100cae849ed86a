/// Names a setting a ``PreviewContext`` can carry; kept for source compatibility, as
/// `previewContext(_:)` only records the context's type.
public protocol PreviewContextKey {
  /// What the context holds under this key.
  associatedtype Value
  /// The value when the context gives none.
  static var defaultValue: Self.Value { get }
}

/// The context a preview is shown in, which provides values by key.
public protocol PreviewContext {
  /// The value of `key` in this context.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
  /// Shows the preview in `value`'s context (recorded: previews here are shown as views).
  nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    recorded(".previewContext(\(C.self))")
  }
}
