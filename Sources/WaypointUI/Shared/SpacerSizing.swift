/// How a spacer between toolbar items is sized: growing to fill, or a fixed gap.
public struct SpacerSizing: Sendable, CustomStringConvertible {
  let name: String

  /// The spacer grows to fill the room there is.
  public static let flexible = SpacerSizing(name: "flexible")
  /// The spacer is a fixed, standard gap.
  public static let fixed = SpacerSizing(name: "fixed")

  /// The sizing as Swift source: `.fixed`.
  public var description: String { ".\(name)" }
}
