/// How the items of a window's toolbar show their labels: title, icon, or both.
public struct ToolbarLabelStyle: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The system decides (icons alone, on iOS).
  public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }

  /// The style as Swift source: `.automatic`.
  public var description: String { ".\(name)" }
}
