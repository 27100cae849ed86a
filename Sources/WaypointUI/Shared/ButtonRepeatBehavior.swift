/// Whether a button repeats its action while it is held down.
public struct ButtonRepeatBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The platform decides.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats while held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Acts once per press.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")

  /// The value as Swift source (`.automatic`).
  public var description: String { "." + name }
}
