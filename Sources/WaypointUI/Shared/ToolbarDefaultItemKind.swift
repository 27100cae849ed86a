/// A kind of toolbar item the system adds by default (the sidebar toggle, the title, the search
/// field), which `DefaultToolbarItem` places.
public struct ToolbarDefaultItemKind: Sendable, CustomStringConvertible {
  let name: String

  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The navigation title.
  public static let title = ToolbarDefaultItemKind(name: "title")

  /// The kind as Swift source (`.sidebarToggle`).
  public var description: String { ".\(name)" }
}
