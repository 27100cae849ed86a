/// The visibility of the leading columns in a navigation split view.
///
/// A value type without UI: a model that saves it (for state restoration) needs only this module.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable, CustomStringConvertible {
  enum Value: String, Sendable, CaseIterable {
    case automatic, all, doubleColumn, detailOnly
  }

  let value: Value

  /// Hide all but the trailing column.
  public static let detailOnly = NavigationSplitViewVisibility(value: .detailOnly)
  /// Hide the leading column of a three-column view (show both columns of a two-column one).
  public static let doubleColumn = NavigationSplitViewVisibility(value: .doubleColumn)
  /// Show all the columns.
  public static let all = NavigationSplitViewVisibility(value: .all)
  /// Rely on the automatic behavior for the current context.
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
