/// The platform's text editor style.
public struct AutomaticTextEditorStyle: TextEditorStyle, BuiltInControlStyle {
  /// The automatic style.
  nonisolated public init() {}
  nonisolated var name: String { ".automatic" }
  /// Not used: the text editor draws itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
