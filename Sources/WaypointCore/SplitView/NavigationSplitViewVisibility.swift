/// Which columns of a `NavigationSplitView` are on screen at regular width: all of them, the last
/// two, or the detail alone. When the split view is collapsed, one column shows whatever this says.
///
/// A value type without UI: a model that saves it (for state restoration) needs only this module.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable, CustomStringConvertible {
  enum Value: String, Sendable, CaseIterable {
    case automatic, all, doubleColumn, detailOnly
  }

  let value: Value

  /// Only the last column, the detail.
  public static let detailOnly = NavigationSplitViewVisibility(value: .detailOnly)
  /// The last two columns of a three-column split view; all of a two-column one.
  public static let doubleColumn = NavigationSplitViewVisibility(value: .doubleColumn)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(value: .all)
  /// All columns, or only the detail in the prominent-detail style.
  public static let automatic = NavigationSplitViewVisibility(value: .automatic)

  /// Decodes the single string a value encodes as ("all", "detailOnly", …).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "\"\(name)\" is not a column visibility; expected one of "
          + Value.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self.value = value
  }

  init(value: Value) {
    self.value = value
  }

  /// Encodes the value as a single string: its name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value.rawValue)
  }

  /// The value as Swift source: `.detailOnly`.
  public var description: String { "." + value.rawValue }
}
