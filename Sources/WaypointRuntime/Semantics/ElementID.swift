/// The stable identity of a semantic element: the same while the view that produced it lives.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The identifier's raw value; unique within one runtime.
  public let rawValue: Int

  /// Creates an identifier from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  package init(node: Int) {
    rawValue = node
  }

  /// An identifier derived from this one for an element a container wraps around it (a list's
  /// row around a row's content), stable as long as this one is.
  package func derived(_ kind: DerivedKind) -> ElementID {
    ElementID(rawValue: rawValue | kind.rawValue)
  }

  /// The kinds of wrapper elements containers derive; each sets one high bit.
  package enum DerivedKind: Int {
    case row = 0x1000_0000_0000_0000
    case header = 0x0800_0000_0000_0000
    case footer = 0x0400_0000_0000_0000
    case screen = 0x0200_0000_0000_0000
    case navigationBar = 0x0100_0000_0000_0000
    case backButton = 0x0080_0000_0000_0000
    case backButtonLabel = 0x0040_0000_0000_0000
    case decoration = 0x0020_0000_0000_0000
    case layer = 0x0010_0000_0000_0000
    /// A split view's column, and the screens a collapsed split view takes from a stack.
    case column = 0x0008_0000_0000_0000
    /// A tab view's bar, and a tab's item in it.
    case tabBar = 0x0004_0000_0000_0000
    case tab = 0x0002_0000_0000_0000
    /// The button an alert or a dialog adds ("OK", "Cancel"), and its label.
    case defaultButton = 0x0001_0000_0000_0000
    case defaultButtonLabel = 0x0000_8000_0000_0000
    /// The selected tab's content in its tab view.
    case tabContent = 0x0000_4000_0000_0000
  }

  /// Orders identifiers by creation.
  public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The raw value in decimal.
  public var description: String { "#\(rawValue)" }
}
