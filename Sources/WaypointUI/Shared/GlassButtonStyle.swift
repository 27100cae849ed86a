/// A button style of Liquid Glass (recorded by name: renderers draw it as they can).
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The glass style.
  nonisolated public init() {}
  nonisolated static let name = ".glass"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// A button style of Liquid Glass.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
