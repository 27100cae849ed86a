/// The order in which a menu presents its content.
public struct MenuOrder: Equatable, Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The ordering of the menu chosen by the system for the current context.
  public static let automatic = MenuOrder(name: "automatic")
  /// Keep the first items closest to user's interaction point.
  public static let priority = MenuOrder(name: "priority")
  /// Order items from top to bottom.
  public static let fixed = MenuOrder(name: "fixed")
  /// The order as Swift source, such as `.fixed`.
  public var description: String { ".\(name)" }
}
