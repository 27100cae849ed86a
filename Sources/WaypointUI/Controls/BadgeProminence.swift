/// The visual prominence of a badge.
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The lowest level of prominence for a badge.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The standard level of prominence for a badge.
  public static let standard = BadgeProminence(name: "standard")
  /// The highest level of prominence for a badge.
  public static let increased = BadgeProminence(name: "increased")
  /// The prominence as Swift source, such as `.increased`.
  public var description: String { ".\(name)" }
}
