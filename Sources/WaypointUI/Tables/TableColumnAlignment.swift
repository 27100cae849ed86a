import Foundation

/// How the cells and header of a table column are aligned.
public struct TableColumnAlignment: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case automatic, leading, center, trailing, numeric
  }
  let kind: Kind
  let numberingSystem: Locale.NumberingSystem?

  /// The platform's choice: leading.
  public static var automatic: TableColumnAlignment { Self(kind: .automatic, numberingSystem: nil) }
  /// Aligned to the leading edge.
  public static var leading: TableColumnAlignment { Self(kind: .leading, numberingSystem: nil) }
  /// Centered.
  public static var center: TableColumnAlignment { Self(kind: .center, numberingSystem: nil) }
  /// Aligned to the trailing edge.
  public static var trailing: TableColumnAlignment { Self(kind: .trailing, numberingSystem: nil) }
  /// Aligned as numbers are in the current locale (trailing for left-to-right numerals).
  public static var numeric: TableColumnAlignment { Self(kind: .numeric, numberingSystem: nil) }

  /// Aligned as numbers of `numberingSystem` are.
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    Self(kind: .numeric, numberingSystem: numberingSystem)
  }

  /// The alignment as Swift source (`.trailing`).
  public var description: String {
    switch kind {
    case .automatic: ".automatic"
    case .leading: ".leading"
    case .center: ".center"
    case .trailing: ".trailing"
    case .numeric:
      numberingSystem.map { ".numeric(\($0.identifier.debugDescription))" } ?? ".numeric"
    }
  }

  /// Where a cell's content sits in its column; nil for the default, leading.
  var frameAlignment: Alignment? {
    switch kind {
    case .automatic, .leading: nil
    case .center: .center
    case .trailing, .numeric: .trailing
    }
  }
}
