/// How a scroll view's content shows under the bars at its edges (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The system's choice for the platform.
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  /// A sharp edge: content ends at a line under the bar.
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  /// A soft edge: content fades out under the bar.
  public static let soft = ScrollEdgeEffectStyle(name: "soft")

  /// The style as Swift source (`.soft`).
  public var description: String { "." + name }
}

extension View {
  /// Sets how content fades under the bars at `edges`; recorded for renderers that draw it
  /// (the browser's fade or line under its translucent bars).
  nonisolated public func scrollEdgeEffectStyle(
    _ style: ScrollEdgeEffectStyle?, for edges: Edge.Set
  ) -> some View {
    attribute(.scrollEdgeEffectStyle(style, edges: edges))
  }
}
