/// The order in which a menu presents its items.
public struct MenuOrder: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The platform decides.
  public static let automatic = MenuOrder(name: "automatic")
  /// The first items nearest to where the menu opens.
  public static let priority = MenuOrder(name: "priority")
  /// The items in the order they are declared, top to bottom.
  public static let fixed = MenuOrder(name: "fixed")

  /// The value as Swift source (`.automatic`).
  public var description: String { "." + name }
}
