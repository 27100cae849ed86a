/// How a scroll view's content shows under the bars at its edges (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable, CustomStringConvertible {
  package let name: String

  /// The system's choice for the platform.
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  /// A sharp edge: content ends at a line under the bar.
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  /// A soft edge: content fades out under the bar.
  public static let soft = ScrollEdgeEffectStyle(name: "soft")

  /// The style as Swift source (`.soft`).
  public var description: String { "." + name }
}
