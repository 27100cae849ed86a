/// The options for controlling the repeatability of button actions.
public struct ButtonRepeatBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The automatic repeat behavior.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeating button actions will be enabled.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Repeating button actions will be disabled.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
  /// The behavior as Swift source, such as `.enabled`.
  public var description: String { ".\(name)" }
}
