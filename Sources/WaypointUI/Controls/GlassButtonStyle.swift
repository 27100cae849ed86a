/// A button style recorded as `.glass`: the button keeps its label and action, and a terminal
/// draws no glass.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  let glass: Glass

  /// Makes the `.glass` style with regular glass.
  public init() { glass = .regular }

  /// Creates a glass button style made of `glass`.
  @available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, *)
  public init(_ glass: Glass) { self.glass = glass }

  nonisolated static let name = ".glass"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}

/// A button style recorded as `.glassProminent`: the button keeps its label and action, and a
/// terminal draws no glass.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// Creates a prominent glass button style.
  public init() {}

  nonisolated static let name = ".glassProminent"

  /// Leaves the label as it is; renderers read the style's name.
  public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label {
    configuration.label
  }
}
