import Foundation
import GRDB

/// A store's row on its way to becoming a model: `@Model`'s restoring initializer asks it for
/// each property's value, in the order the properties are declared.
public final class ModelRestoration {
  let description: ModelDescription
  /// Each property's column value (`.null` for relationships without a column).
  let columns: [DatabaseValue]
  unowned let context: ModelContext
  /// Relationships left to load when first read.
  private(set) var faults: Set<String> = []
  /// Rows to-one relationships point to.
  private(set) var foreignKeys: [String: Int64] = [:]

  init(description: ModelDescription, columns: [DatabaseValue], context: ModelContext) {
    self.description = description
    self.columns = columns
    self.context = context
  }

  /// The value of the property at `index`: decoded from its column, or, for a relationship,
  /// nothing yet (loaded when first read) unless it is a to-one that may not be nil.
  public func value<T>(at index: Int) throws -> T {
    guard index < description.properties.count, index < columns.count else {
      throw SwiftDataError.missingValue(String(describing: T.self))
    }
    // The kind alone first: the common case (an attribute) needs nothing else of the property,
    // and the others are in a function of their own, whose optionals of `T` cost metadata.
    let kind = description.properties[index].kind
    if case .scalar = kind {
      return try ColumnCoding.decode(columns[index], as: T.self, kind: kind)
    }
    return try relationshipOrOther(at: index, kind: kind)
  }

  private func relationshipOrOther<T>(at index: Int, kind: ValueKind) throws -> T {
    let property = description.properties[index]
    switch kind {
    case .toMany:
      faults.insert(property.name)
      guard let collection = T.self as? any ModelCollection.Type,
        let empty = collection.make([]) as? T
      else { throw SwiftDataError.unsupportedValue(String(describing: T.self)) }
      return empty
    case .toOne(let destination, let optional):
      let row = Int64.fromDatabaseValue(columns[index])
      if let row { foreignKeys[property.name] = row }
      if optional {
        if row != nil { faults.insert(property.name) }
        guard let none = (T.self as? any AnyOptional.Type)?.none as? T else {
          throw SwiftDataError.unsupportedValue(String(describing: T.self))
        }
        return none
      }
      guard let row,
        let related = try context.model(entity: ModelDescription.of(destination), row: row)
          as? T
      else { throw SwiftDataError.missingValue(String(describing: T.self)) }
      return related
    case .unsupported:
      throw SwiftDataError.unsupportedValue(String(describing: T.self))
    default:
      return try ColumnCoding.decode(columns[index], as: T.self, kind: property.kind)
    }
  }

  /// Gives the made model what it needs to load its relationships later.
  func finish(_ state: ModelState) {
    state.faults = faults
    state.foreignKeys = foreignKeys
  }
}
