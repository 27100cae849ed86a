import WaypointCore

/// The customizations a person makes to a table's columns: which are hidden, and their order,
/// by column customization identifier. Codable, so `@SceneStorage` and `@AppStorage` keep it.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: Visibility] = [:]
  private var order: [String]?

  /// Creates an empty customization: every column as the table declares it.
  public init() {}

  /// The visibility of the column with customization identifier `id`; `.automatic` until
  /// changed.
  public subscript(visibility id: String) -> Visibility {
    get { visibilities[id] ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue }
  }

  /// Resets the columns' order to the table's.
  public mutating func resetOrder() {
    order = nil
  }
}
