/// The key of a keyboard shortcut: a character, or one of the named keys below, which use the same
/// private-use code points as AppKit for arrows, Home and the like.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomStringConvertible
{
  /// The character that stands for the key; shortcuts match letters in either case.
  public var character: Character

  /// Wraps `character` as a key.
  public init(_ character: Character) { self.character = character }

  /// Creates a key equivalent from a character literal.
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }

  /// Up Arrow (U+F700).
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down Arrow (U+F701).
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left Arrow (U+F702).
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right Arrow (U+F703).
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape (U+001B).
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (U+0008).
  public static let delete = KeyEquivalent("\u{8}")
  /// Delete Forward (U+F728).
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home (U+F729).
  public static let home = KeyEquivalent("\u{F729}")
  /// End (U+F72B).
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up (U+F72C).
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down (U+F72D).
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear (U+F739).
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab (U+0009).
  public static let tab = KeyEquivalent("\t")
  /// Space (U+0020).
  public static let space = KeyEquivalent(" ")
  /// Return (U+000D).
  public static let `return` = KeyEquivalent("\r")

  /// The key as Swift source: a named key (`.return`) or a character literal (`"s"`).
  public var description: String {
    let named: [Character: String] = [
      "\u{F700}": ".upArrow", "\u{F701}": ".downArrow", "\u{F702}": ".leftArrow",
      "\u{F703}": ".rightArrow", "\u{1B}": ".escape", "\u{8}": ".delete",
      "\u{F728}": ".deleteForward", "\u{F729}": ".home", "\u{F72B}": ".end",
      "\u{F72C}": ".pageUp", "\u{F72D}": ".pageDown", "\u{F739}": ".clear", "\t": ".tab",
      " ": ".space", "\r": ".return",
    ]
    return named[character] ?? String(character).debugDescription
  }
}
