import Foundation
import GRDB

extension ModelContext {
  /// The column values of `model`'s row, in the order of the table's `columnNames`.
  private func columnValues(of model: any PersistentModel, table: StoreLayout.Table) throws
    -> [DatabaseValue]
  {
    var values: [DatabaseValue] = []
    values.reserveCapacity(table.columnReaders.count)
    for column in table.columnReaders {
      if column.isToOne {
        values.append(try columnValue(of: table.entity.properties[column.property], in: model))
      } else {
        values.append(try ColumnCoding.encode(column.read(model), kind: column.kind))
      }
    }
    return values
  }

  private func columnValue(of property: ModelProperty, in model: any PersistentModel) throws
    -> DatabaseValue
  {
    switch property.kind {
    case .toOne:
      if model._$modelState.faults.contains(property.name) {
        return model._$modelState.foreignKeys[property.name]?.databaseValue ?? .null
      }
      let related = Relationships.held(by: property, in: model).first
      return related?._$modelState.identifier?.row.databaseValue ?? .null
    default:
      return try ColumnCoding.encode(property.read(model), kind: property.kind)
    }
  }

  /// Inserts `model`'s row (or, when a uniqueness constraint finds a stored row with the same
  /// values, updates that row and gives `model` its identity), and its join-table rows.
  func writeInsert(_ model: any PersistentModel, db: Database, inserter: RowInserter) throws
    -> Int64
  {
    let description = ModelDescription.of(type(of: model))
    guard let table = layout.table(of: type(of: model)),
      var row = model._$modelState.identifier?.row
    else { throw SwiftDataError.unknownModel(description.entityName) }
    let values = try columnValues(of: model, table: table)
    if let existing = try matchingUniqueRow(of: model, table: table, values: values, db: db) {
      try update(
        table: table.name, row: existing, values: Array(zip(table.columnNames, values)), db: db)
      rekey(model, from: row, to: existing, entity: table.name)
      row = existing
    } else {
      try inserter.insert([row.databaseValue] + values, into: table)
    }
    for (name, storage) in table.toMany {
      try writeMembers(of: model, row: row, property: name, storage: storage, replacing: false, db)
    }
    for (index, property) in description.properties.enumerated()
    where table.columns[index] != nil {
      if case .toOne = property.kind,
        let target = Relationships.held(by: property, in: model).first?._$modelState.identifier?
          .row
      {
        model._$modelState.foreignKeys[property.name] = target
      }
    }
    return row
  }

  /// Writes the changed columns and relationships of `model`; nil when nothing was written.
  func writeUpdate(_ model: any PersistentModel, db: Database) throws -> Int64? {
    let description = ModelDescription.of(type(of: model))
    let state = model._$modelState
    guard let table = layout.tables[description.entityName], let row = state.identifier?.row,
      !state.changed.isEmpty
    else { return nil }
    var values: [(column: String, value: DatabaseValue)] = []
    for (index, property) in description.properties.enumerated()
    where state.changed.contains(property.name) {
      if let column = table.columns[index] {
        let value = try columnValue(of: property, in: model)
        values.append((column, value))
        if case .toOne = property.kind {
          state.foreignKeys[property.name] = Int64.fromDatabaseValue(value)
        }
      } else if let storage = table.toMany[property.name], !state.faults.contains(property.name) {
        try writeMembers(
          of: model, row: row, property: property.name, storage: storage, replacing: true, db)
      }
    }
    if !values.isEmpty { try update(table: table.name, row: row, values: values, db: db) }
    return row
  }

  /// Deletes `model`'s row, its join-table rows, and clears the to-one columns pointing to it.
  func writeDelete(_ model: any PersistentModel, row: Int64, db: Database) throws {
    let entity = ModelDescription.of(type(of: model)).entityName
    try db.execute(sql: "DELETE FROM \(quoted(entity)) WHERE _pk = ?", arguments: [row])
    for table in layout.tables.values {
      for (index, property) in table.entity.properties.enumerated() {
        if case .toOne(let destination, _) = property.kind,
          ModelDescription.of(destination).entityName == entity, let column = table.columns[index]
        {
          try db.execute(
            sql: "UPDATE \(quoted(table.name)) SET \(quoted(column)) = NULL "
              + "WHERE \(quoted(column)) = ?", arguments: [row])
        }
      }
      for storage in table.toMany.values {
        guard
          case .joinTable(let name, let ownerColumn, let memberColumn, let destination) =
            storage
        else { continue }
        if table.name == entity {
          try db.execute(
            sql: "DELETE FROM \(quoted(name)) WHERE \(ownerColumn) = ?", arguments: [row])
        }
        if destination.entityName == entity {
          try db.execute(
            sql: "DELETE FROM \(quoted(name)) WHERE \(memberColumn) = ?", arguments: [row])
        }
      }
    }
  }

  private func writeMembers(
    of model: any PersistentModel, row: Int64, property name: String,
    storage: StoreLayout.ToManyStorage, replacing: Bool, _ db: Database
  ) throws {
    guard case .joinTable(let table, let ownerColumn, let memberColumn, _) = storage,
      let property = ModelDescription.of(type(of: model))[name]
    else { return }
    if replacing {
      try db.execute(
        sql: "DELETE FROM \(quoted(table)) WHERE \(ownerColumn) = ?", arguments: [row])
    }
    let sql =
      "INSERT OR IGNORE INTO \(quoted(table)) (\(ownerColumn), \(memberColumn)) "
      + "VALUES (?, ?)"
    let statement = try db.cachedStatement(sql: sql)
    for member in Relationships.held(by: property, in: model) {
      guard let memberRow = member._$modelState.identifier?.row,
        !member._$modelState.isDeleted
      else { continue }
      try statement.execute(arguments: [row, memberRow])
    }
  }

  private func update(
    table: String, row: Int64, values: [(column: String, value: DatabaseValue)], db: Database
  ) throws {
    guard !values.isEmpty else { return }
    let assignments = values.map { "\(quoted($0.column)) = ?" }.joined(separator: ", ")
    try db.cachedStatement(sql: "UPDATE \(quoted(table)) SET \(assignments) WHERE _pk = ?")
      .execute(
        arguments: StatementArguments(databaseValues: values.map { $0.value } + [row.databaseValue])
      )
  }

  /// A stored row other than `model`'s own whose values match it on a uniqueness constraint.
  private func matchingUniqueRow(
    of model: any PersistentModel, table: StoreLayout.Table,
    values: [DatabaseValue], db: Database
  ) throws -> Int64? {
    let constraints = table.uniquenessConstraints
    guard !constraints.isEmpty else { return nil }
    let byColumn = Dictionary(
      zip(table.columnNames, values).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    for names in constraints {
      let terms = names.map { "\(quoted($0)) IS ?" }.joined(separator: " AND ")
      let arguments = names.map { byColumn[$0] ?? .null }
      if let row = try Int64.fetchOne(
        db, sql: "SELECT _pk FROM \(quoted(table.name)) WHERE \(terms) LIMIT 1",
        arguments: StatementArguments(databaseValues: arguments))
      {
        return row
      }
    }
    return nil
  }

  /// Gives `model` the row `newRow` a uniqueness constraint matched; the object that had it
  /// reads its row again.
  private func rekey(
    _ model: any PersistentModel, from oldRow: Int64, to newRow: Int64,
    entity: String
  ) {
    registered[entity]?[oldRow] = nil
    let previous = registered[entity]?[newRow]
    registered[entity, default: [:]][newRow] = model
    model._$modelState.identifier = PersistentIdentifier(
      storeIdentifier: store.identifier, entityName: entity, row: newRow)
    if let previous, previous !== model {
      previous._$modelState.context = nil
      previous._$modelState.isDeleted = true
    }
  }
}
