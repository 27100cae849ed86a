/// Whether a view activates when a dragged item hovers over it (spring loading).
public struct SpringLoadingBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Hovering a dragged item over the view activates it.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Hovering a dragged item over the view does nothing.
  public static let disabled = SpringLoadingBehavior(name: "disabled")

  /// The behavior as Swift source (`.enabled`).
  public var description: String { ".\(name)" }
}
