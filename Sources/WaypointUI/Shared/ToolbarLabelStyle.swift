/// How the items of a window's toolbar show their labels: title, icon, or both.
public struct ToolbarLabelStyle: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: ToolbarLabelStyle { Self(name: "automatic") }
  /// Both the title and the icon.
  public static var titleAndIcon: ToolbarLabelStyle { Self(name: "titleAndIcon") }
  /// The icon only.
  public static var iconOnly: ToolbarLabelStyle { Self(name: "iconOnly") }
  /// The title only.
  public static var titleOnly: ToolbarLabelStyle { Self(name: "titleOnly") }

  /// The style as Swift source (`.iconOnly`).
  public var description: String { ".\(name)" }
}
