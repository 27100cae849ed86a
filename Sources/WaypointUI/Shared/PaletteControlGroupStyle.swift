/// A control group style that presents its content as a palette (recorded by name; shown as a
/// row of the controls).
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// Creates a palette control group style.
  public init() {}
  nonisolated var name: String { ".palette" }
  /// The controls in a row.
  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}
