import Foundation
import GRDB

extension ModelContext {
  /// Writes every insertion, change and deletion to the store in one transaction, then tells
  /// the other contexts on the store and posts `didSave`. Nothing is written when it throws.
  public func save() throws {
    guard hasChanges else { return }
    guard store.allowsSave else { throw SwiftDataError.readOnly(store.identifier) }
    var inserting = insertedModelsArray
    for model in inserting {
      insertRelated(of: model, description: ModelDescription.of(type(of: model)))
    }
    // Related models the loop inserted join the list; otherwise it is already complete.
    if insertionOrder.count != inserting.count { inserting = insertedModelsArray }
    try checkDenyRules()
    NotificationCenter.default.post(name: ModelContext.willSave, object: self)
    let updating = Array(changed.values).filter { !$0._$modelState.isDeleted }
    let deleting = Array(deleted.values).filter { !$0._$modelState.isPendingInsert }
    var change = StoreChange()
    // Deletions first, so that a model inserted in place of a deleted one with the same unique
    // values takes a free row instead of updating the one about to go.
    try store.database.write { db in
      for model in deleting {
        guard let row = model._$modelState.identifier?.row else { continue }
        try writeDelete(model, row: row, db: db)
        change.deleted[entityName(of: model), default: []].insert(row)
      }
      let inserter = RowInserter(db: db)
      // Rows by model type first: a type's name is hashed once, not once per row.
      var insertedRows: [ObjectIdentifier: (name: String, rows: [Int64])] = [:]
      for model in inserting {
        let row = try writeInsert(model, db: db, inserter: inserter)
        let type = ObjectIdentifier(Swift.type(of: model))
        if insertedRows[type] == nil { insertedRows[type] = (entityName(of: model), []) }
        insertedRows[type]?.rows.append(row)
      }
      for (name, rows) in insertedRows.values {
        change.inserted[name, default: []].formUnion(rows)
      }
      for model in updating {
        guard let row = try writeUpdate(model, db: db) else { continue }
        change.updated[entityName(of: model), default: []].insert(row)
      }
    }
    for model in inserting + updating {
      model._$modelState.isPendingInsert = false
      model._$modelState.changed = []
    }
    for model in deleted.values {
      let state = model._$modelState
      if let identifier = state.identifier {
        registered[identifier.entityName]?[identifier.row] = nil
      }
      state.isPendingInsert = false
      state.changed = []
      state.context = nil
    }
    inserted = [:]
    insertionOrder = []
    changed = [:]
    deleted = [:]
    store.broadcast(change, from: self)
    NotificationCenter.default.post(
      name: ModelContext.didSave, object: self, userInfo: change.userInfo(store: store.identifier))
  }

  /// Discards every insertion, change and deletion not saved: inserted models leave the
  /// context, deleted ones come back, changed ones take their stored values again.
  public func rollback() {
    for model in insertedModelsArray {
      let state = model._$modelState
      if let identifier = state.identifier {
        registered[identifier.entityName]?[identifier.row] = nil
      }
      state.context = nil
      state.identifier = nil
      state.isPendingInsert = false
      state.isDeleted = false
      state.changed = []
    }
    let touched = Array(changed.values) + Array(deleted.values)
    inserted = [:]
    insertionOrder = []
    changed = [:]
    deleted = [:]
    for model in touched where model._$modelState.context === self {
      model._$modelState.isDeleted = false
      reload(model)
    }
    for entity in Set(touched.map(entityName(of:))) {
      notifyObservers(entity: entity, property: nil)
    }
  }

  /// Reads `model`'s row again into its properties (telling observers), its relationships left
  /// to load when next read.
  func reload(_ model: any PersistentModel) {
    let description = ModelDescription.of(type(of: model))
    guard let table = layout.tables[description.entityName],
      let row = model._$modelState.identifier?.row
    else { return }
    do {
      let sql =
        "SELECT \(selectList(table, alias: "t0")) FROM \(quoted(table.name)) AS t0 "
        + "WHERE t0._pk = ?"
      guard
        let values = try store.database.read({ db in
          try Row.fetchOne(db, sql: sql, arguments: [row])
        })
      else { return }
      var index = 1
      let state = model._$modelState
      for (position, property) in description.properties.enumerated() {
        guard table.columns[position] != nil else {
          state.faults.insert(property.name)
          continue
        }
        let column: DatabaseValue = values[index]
        index += 1
        switch property.kind {
        case .toOne:
          if let target = Int64.fromDatabaseValue(column) {
            state.foreignKeys[property.name] = target
            state.faults.insert(property.name)
          } else {
            state.foreignKeys[property.name] = nil
            if let optional = property.valueType as? any AnyOptional.Type {
              _ = property.writeObserved?(model, Self.none(optional))
            }
          }
        default:
          let value = try ColumnCoding.decodeAny(
            column, as: property.valueType, kind: property.kind)
          _ = property.writeObserved?(model, value)
        }
      }
      state.changed = []
    } catch {
      SwiftDataLog.report(error, doing: "reading \(description.entityName) again")
    }
  }

  static func none<O: AnyOptional>(_ type: O.Type) -> Any { O.none }

  private func entityName(of model: any PersistentModel) -> String {
    ModelDescription.of(type(of: model)).entityName
  }

  private func checkDenyRules() throws {
    for model in deleted.values where !model._$modelState.isPendingInsert {
      let description = ModelDescription.of(type(of: model))
      for property in description.properties where property.relationship?.deleteRule == .deny {
        let held = Relationships.held(by: property, in: model).filter {
          !$0._$modelState.isDeleted
        }
        if !held.isEmpty {
          throw SwiftDataError.deniedDelete(description.entityName, property.name)
        }
      }
    }
  }
}

extension StoreChange {
  func userInfo(store: String) -> [AnyHashable: Any] {
    func identifiers(_ rows: [String: Set<Int64>]) -> [PersistentIdentifier] {
      rows.flatMap { entity, rows in
        rows.sorted().map {
          PersistentIdentifier(storeIdentifier: store, entityName: entity, row: $0)
        }
      }
    }
    return [
      ModelContext.NotificationKey.insertedIdentifiers.rawValue: identifiers(inserted),
      ModelContext.NotificationKey.updatedIdentifiers.rawValue: identifiers(updated),
      ModelContext.NotificationKey.deletedIdentifiers.rawValue: identifiers(deleted),
    ]
  }
}
