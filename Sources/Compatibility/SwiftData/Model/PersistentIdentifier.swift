import Foundation

/// A model's identity: its store, its entity and its row. Permanent from the moment the model is
/// inserted (Waypoint assigns the row then), so it can be kept, encoded and looked up later.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable,
  CustomStringConvertible
{
  /// The store's identifier (its configuration's name and location).
  public let storeIdentifier: String?
  /// The model's entity name (its class's name).
  public let entityName: String
  let row: Int64

  init(storeIdentifier: String?, entityName: String, row: Int64) {
    self.storeIdentifier = storeIdentifier
    self.entityName = entityName
    self.row = row
  }

  /// The identifier of a model not yet inserted: unique to the object, row 0.
  static func temporary(for model: AnyObject) -> PersistentIdentifier {
    PersistentIdentifier(
      storeIdentifier: "temporary:\(UInt(bitPattern: ObjectIdentifier(model).hashValue))",
      entityName: String(describing: type(of: model)), row: 0)
  }

  /// Whether the model it names was never inserted.
  var isTemporary: Bool { row == 0 }

  /// `Entity/row` (with the store when there is one).
  public var description: String {
    "PersistentIdentifier(\(entityName)/\(row)\(storeIdentifier.map { " in \($0)" } ?? ""))"
  }

  /// Orders by store, entity, then row.
  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    (lhs.storeIdentifier ?? "", lhs.entityName, lhs.row)
      < (rhs.storeIdentifier ?? "", rhs.entityName, rhs.row)
  }
}
