/// Whether holding a button runs its action again and again, set by `.buttonRepeatBehavior(_:)`:
/// kept in the environment and recorded; a press here runs the action once either way.
public struct ButtonRepeatBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The automatic repeat behavior.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Asks for the action to run repeatedly while the button is held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Asks for the action to run once per press, however long the button is held.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
  /// The behavior as Swift source, such as `.enabled`.
  public var description: String { ".\(name)" }
}
