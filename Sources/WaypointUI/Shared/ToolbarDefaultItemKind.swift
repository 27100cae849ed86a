/// A kind of item the system puts in a toolbar by itself: the title, the sidebar toggle.
public struct ToolbarDefaultItemKind: CustomStringConvertible {
  let name: String

  /// The button that shows and hides a split view's sidebar.
  public static var sidebarToggle: ToolbarDefaultItemKind {
    ToolbarDefaultItemKind(name: "sidebarToggle")
  }
  /// The navigation title.
  public static var title: ToolbarDefaultItemKind { ToolbarDefaultItemKind(name: "title") }

  /// The kind as Swift source: `.sidebarToggle`.
  public var description: String { ".\(name)" }
}
