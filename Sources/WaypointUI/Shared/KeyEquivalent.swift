/// A key a keyboard shortcut is made of: a character, or one of the named keys.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomStringConvertible
{
  /// The up arrow key.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow key.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow key.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow key.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// The escape key.
  public static let escape = KeyEquivalent("\u{1B}")
  /// The delete (backspace) key.
  public static let delete = KeyEquivalent("\u{8}")
  /// The forward delete key.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// The home key.
  public static let home = KeyEquivalent("\u{F729}")
  /// The end key.
  public static let end = KeyEquivalent("\u{F72B}")
  /// The page up key.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// The page down key.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// The clear key.
  public static let clear = KeyEquivalent("\u{F739}")
  /// The tab key.
  public static let tab = KeyEquivalent("\t")
  /// The space key.
  public static let space = KeyEquivalent(" ")
  /// The return key.
  public static let `return` = KeyEquivalent("\r")

  /// The character the key types.
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The key that types the literal's character (`"s"`).
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }

  private static let names: [Character: String] = [
    "\u{F700}": ".upArrow", "\u{F701}": ".downArrow", "\u{F702}": ".leftArrow",
    "\u{F703}": ".rightArrow", "\u{1B}": ".escape", "\u{8}": ".delete",
    "\u{F728}": ".deleteForward", "\u{F729}": ".home", "\u{F72B}": ".end",
    "\u{F72C}": ".pageUp", "\u{F72D}": ".pageDown", "\u{F739}": ".clear", "\t": ".tab",
    " ": ".space", "\r": ".return",
  ]

  /// The key as Swift source: `.return` for a named key, `"s"` for a character.
  public var description: String {
    Self.names[character] ?? String(character).debugDescription
  }
}
