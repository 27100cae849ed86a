import Foundation
import GRDB

extension ModelContext {
  /// `SELECT` of every column of `table`, in property order, after its `_pk`.
  func selectList(_ table: StoreLayout.Table, alias: String) -> String {
    var columns = ["\(alias)._pk"]
    for column in table.columns.compactMap({ $0 }) { columns.append("\(alias).\(quoted(column))") }
    return columns.joined(separator: ", ")
  }

  /// The models of the rows a query selecting `selectList(table, …)` returns: the context's own
  /// object for each row it has one for, else a model restored from the row.
  func models(
    _ table: StoreLayout.Table, sql: String, arguments: [DatabaseValue], db: Database
  ) throws -> [any PersistentModel] {
    var models: [any PersistentModel] = []
    var pending: [(Int64, [DatabaseValue])] = []
    let statement = try db.cachedStatement(sql: sql)
    let rows = try Row.fetchCursor(
      statement, arguments: StatementArguments(databaseValues: arguments))
    let known = registered[table.name] ?? [:]
    var order: [Int64] = []
    while let row = try rows.next() {
      // The row's values as they are, in order: GRDB's typed subscripts decode generically,
      // which costs more per value than the rest of restoring a model.
      var values = row.databaseValues.makeIterator()
      guard let first = values.next(), let key = Int64.fromDatabaseValue(first) else { continue }
      order.append(key)
      if known[key] != nil { continue }
      var columns: [DatabaseValue] = []
      columns.reserveCapacity(table.columns.count)
      for column in table.columns {
        columns.append(column == nil ? .null : values.next() ?? .null)
      }
      pending.append((key, columns))
    }
    var made: [Int64: any PersistentModel] = [:]
    for (key, columns) in pending {
      made[key] = try restore(table, row: key, columns: columns)
    }
    models.reserveCapacity(order.count)
    for key in order {
      if let model = known[key] ?? made[key] ?? registered[table.name]?[key] {
        models.append(model)
      }
    }
    return models
  }

  /// A model restored from a row and registered.
  func restore(_ table: StoreLayout.Table, row: Int64, columns: [DatabaseValue]) throws
    -> any PersistentModel
  {
    if let known = registered[table.name]?[row] { return known }
    let restoration = ModelRestoration(description: table.entity, columns: columns, context: self)
    let model = try table.entity.type.init(_$restoring: restoration)
    let state = model._$modelState
    restoration.finish(state)
    state.context = self
    state.identifier = PersistentIdentifier(
      storeIdentifier: store.identifier, entityName: table.name, row: row)
    registered[table.name, default: [:]][row] = model
    return model
  }

  /// The model of `entity` at `row`: this context's, else read from the store; nil when the
  /// store has no such row.
  func model(entity: ModelDescription, row: Int64) throws -> (any PersistentModel)? {
    if let known = registered[entity.entityName]?[row] { return known }
    guard let table = layout.tables[entity.entityName] else {
      throw SwiftDataError.unknownModel(entity.entityName)
    }
    let sql =
      "SELECT \(selectList(table, alias: "t0")) FROM \(quoted(table.name)) AS t0 "
      + "WHERE t0._pk = ?"
    return try store.read(orIfUnopened: nil) { db in
      try models(table, sql: sql, arguments: [row.databaseValue], db: db).first
    }
  }

  /// Loads the relationship `name` of `model` from the store, merged with what this context
  /// changed and has not saved.
  func loadRelationship(_ name: String, of model: any PersistentModel) {
    let description = ModelDescription.of(type(of: model))
    guard let property = description[name], let table = layout.tables[description.entityName],
      let row = model._$modelState.identifier?.row
    else { return }
    do {
      switch property.kind {
      case .toOne(let destinationType, _):
        guard let target = model._$modelState.foreignKeys[name],
          let related = try self.model(entity: ModelDescription.of(destinationType), row: target),
          !related._$modelState.isDeleted
        else { return }
        _ = property.write?(model, related)
      case .toMany:
        guard let storage = table.toMany[name] else { return }
        let loaded = try members(of: row, storage: storage).filter { member in
          !member._$modelState.isDeleted
            && stillPointsBack(member, to: model, storage: storage)
        }
        guard let collection = property.valueType as? any ModelCollection.Type else { return }
        _ = property.write?(model, collection.make(loaded))
      default:
        return
      }
    } catch {
      SwiftDataLog.report(error, doing: "loading \(description.entityName).\(name)")
    }
  }

  /// The models a to-many relationship of the row `owner` holds in the store.
  private func members(of owner: Int64, storage: StoreLayout.ToManyStorage) throws
    -> [any PersistentModel]
  {
    let destination: ModelDescription
    let condition: String
    switch storage {
    case .inverseColumn(let target, let column):
      destination = target
      condition = "t0.\(quoted(column)) = ?"
    case .joinTable(let name, let ownerColumn, let memberColumn, let target):
      destination = target
      condition = "t0._pk IN (SELECT \(memberColumn) FROM \(quoted(name)) WHERE \(ownerColumn) = ?)"
    }
    guard let table = layout.tables[destination.entityName] else {
      throw SwiftDataError.unknownModel(destination.entityName)
    }
    let sql =
      "SELECT \(selectList(table, alias: "t0")) FROM \(quoted(table.name)) AS t0 "
      + "WHERE \(condition) ORDER BY t0._pk"
    return try store.read(orIfUnopened: []) { db in
      try models(table, sql: sql, arguments: [owner.databaseValue], db: db)
    }
  }

  /// Whether a member found through the store's inverse column still points back to `owner` in
  /// this context (its unsaved change may have moved it).
  private func stillPointsBack(
    _ member: any PersistentModel, to owner: any PersistentModel,
    storage: StoreLayout.ToManyStorage
  ) -> Bool {
    guard case .inverseColumn(let destination, let column) = storage,
      member._$modelState.changed.contains(column), let property = destination[column]
    else { return true }
    return Relationships.held(by: property, in: member).contains { $0 === owner }
  }
}
