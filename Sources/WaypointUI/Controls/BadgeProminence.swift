/// How strongly badges stand out, set by `.badgeProminence(_:)`: kept in the environment and
/// recorded; no renderer draws a badge differently for it.
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// Less emphasis than `.standard`; the weakest of the three.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The usual emphasis, and the environment's value unless `.badgeProminence(_:)` sets another.
  public static let standard = BadgeProminence(name: "standard")
  /// More emphasis than `.standard`; the strongest of the three.
  public static let increased = BadgeProminence(name: "increased")
  /// The prominence as Swift source, such as `.increased`.
  public var description: String { ".\(name)" }
}
