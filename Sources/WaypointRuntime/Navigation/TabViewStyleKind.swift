/// A tab view's style as the semantic tree records it.
public enum TabViewStyleKind: String, Sendable, Equatable, CustomStringConvertible {
  /// `.automatic`: a tab bar.
  case automatic
  /// `.sidebarAdaptable`: a tab bar at compact width, a sidebar of the tabs at regular width.
  case sidebarAdaptable
  /// `.tabBarOnly`: a tab bar at every width.
  case tabBarOnly
  /// `.sidebar`: a sidebar of the tabs at every width.
  case sidebar
  /// `.page`: a pager; its tabs are pages turned one at a time, with index dots.
  case page

  /// The style as Swift source: `.page`.
  public var description: String { "." + rawValue }
}
