/// How prominent a badge is, relative to the others.
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// Less prominent than the standard.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The standard prominence.
  public static let standard = BadgeProminence(name: "standard")
  /// More prominent than the standard.
  public static let increased = BadgeProminence(name: "increased")

  /// The value as Swift source (`.decreased`).
  public var description: String { "." + name }
}
