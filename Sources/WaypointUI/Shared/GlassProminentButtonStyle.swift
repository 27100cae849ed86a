/// A prominent button style of Liquid Glass (recorded by name).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The prominent glass style.
  nonisolated public init() {}
  nonisolated static let name = ".glassProminent"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// A prominent button style of Liquid Glass.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
