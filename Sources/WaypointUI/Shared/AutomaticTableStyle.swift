/// The platform's table style.
public struct AutomaticTableStyle: TableStyle, BuiltInControlStyle {
  nonisolated init() {}
  nonisolated var name: String { ".automatic" }
  /// Not used: the table draws itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
