/// How menus should arrange their items, set by `.menuOrder(_:)`: kept in the environment and
/// recorded; menus here always list items in the order they are declared.
public struct MenuOrder: Equatable, Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Leaves the arrangement to the platform; the environment's value unless one is set.
  public static let automatic = MenuOrder(name: "automatic")
  /// Asks for the first-declared items to sit nearest where the menu was opened.
  public static let priority = MenuOrder(name: "priority")
  /// Asks for the declared order, first item at the top.
  public static let fixed = MenuOrder(name: "fixed")
  /// The order as Swift source, such as `.fixed`.
  public var description: String { ".\(name)" }
}
