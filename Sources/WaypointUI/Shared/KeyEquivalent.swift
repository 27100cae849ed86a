/// A key a keyboard shortcut or key press names: a character, or one of the special keys.
public struct KeyEquivalent: Sendable, Hashable, CustomStringConvertible {
  /// The key's character (special keys use the platform's function-key characters).
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Return.
  public static let `return` = KeyEquivalent("\r")

  /// The key as Swift source: `.return`, `"k"`.
  public var description: String {
    let named: [(KeyEquivalent, String)] = [
      (.upArrow, ".upArrow"), (.downArrow, ".downArrow"), (.leftArrow, ".leftArrow"),
      (.rightArrow, ".rightArrow"), (.escape, ".escape"), (.delete, ".delete"),
      (.deleteForward, ".deleteForward"), (.home, ".home"), (.end, ".end"), (.pageUp, ".pageUp"),
      (.pageDown, ".pageDown"), (.clear, ".clear"), (.tab, ".tab"), (.space, ".space"),
      (.return, ".return"),
    ]
    return named.first { $0.0 == self }?.1 ?? String(character).debugDescription
  }
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key that types the character literal.
  public init(extendedGraphemeClusterLiteral: Character) {
    self.init(extendedGraphemeClusterLiteral)
  }
}
