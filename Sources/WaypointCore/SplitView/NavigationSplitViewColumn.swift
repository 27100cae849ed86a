/// A column of a navigation split view: which one is on top when the view collapses into one
/// stack, and which one an element of the semantic tree shows.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
  enum Value: Sendable {
    case sidebar, content, detail
  }

  let value: Value

  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(value: .sidebar)
  /// The middle column of a three-column view.
  public static let content = NavigationSplitViewColumn(value: .content)
  /// The trailing column, the detail area.
  public static let detail = NavigationSplitViewColumn(value: .detail)

  /// The column as Swift source: `.sidebar`.
  public var description: String {
    switch value {
    case .sidebar: ".sidebar"
    case .content: ".content"
    case .detail: ".detail"
    }
  }
}
