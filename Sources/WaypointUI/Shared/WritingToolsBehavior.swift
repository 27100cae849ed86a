/// How much of Writing Tools a text view offers (recorded; Linux has no Writing Tools).
public struct WritingToolsBehavior: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The platform decides.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// All of Writing Tools, rewriting text in place.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// Writing Tools in a panel, leaving the text as it is.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// No Writing Tools.
  public static let disabled = WritingToolsBehavior(name: "disabled")

  /// The behavior as Swift source (`.disabled`).
  public var description: String { "." + name }
}
