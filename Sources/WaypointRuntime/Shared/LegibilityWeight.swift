/// The weight a person asked text to have, for legibility (Bold Text).
public enum LegibilityWeight: Hashable, Sendable {
  /// Text of the regular weight.
  case regular
  /// Text of a bolder weight.
  case bold
}
