import Foundation
import GRDB

extension ModelContext {
  /// The models `descriptor` asks for. The store filters, sorts and pages where it can; models
  /// inserted, changed or deleted and not saved are taken into account (unless the descriptor
  /// says not to), and whatever the store cannot evaluate is evaluated on the models.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    try fetchModels(descriptor).models
  }

  /// The models `descriptor` asks for, as a collection (read in one go here).
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws
    -> FetchResultsCollection<T>
  {
    FetchResultsCollection(models: try fetch(descriptor))
  }

  /// How many models `descriptor` matches.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    let entity = ModelDescription.of(T.self)
    guard let table = layout.tables[entity.entityName] else {
      throw SwiftDataError.unknownModel(entity.entityName)
    }
    let plan = FetchPlan(descriptor, entity: entity, layout: layout)
    if !hasPendingChanges(in: entity.entityName) || !descriptor.includePendingChanges,
      plan.isComplete, descriptor.fetchLimit == nil, descriptor.fetchOffset == nil
    {
      let sql = "SELECT COUNT(*) FROM \(quoted(table.name)) AS t0" + plan.whereSQL
      return try store.read(orIfUnopened: 0) { db in
        try Int.fetchOne(
          db, sql: sql, arguments: StatementArguments(databaseValues: plan.arguments)) ?? 0
      }
    }
    return try fetch(descriptor).count
  }

  /// The identifiers of the models `descriptor` matches.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// Calls `block` with each model `descriptor` matches.
  public func enumerate<T: PersistentModel>(
    _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
    allowEscapingMutations: Bool = false, block: (T) throws -> Void
  ) throws {
    for model in try fetch(descriptor) { try block(model) }
  }

  /// The model with `identifier`: this context's, else read from the store. Nil when the
  /// store has no such row (Apple's returns a model that traps when read).
  public func model(for identifier: PersistentIdentifier) -> (any PersistentModel)? {
    if let known = registered[identifier.entityName]?[identifier.row] { return known }
    guard let table = layout.tables[identifier.entityName] else { return nil }
    do {
      return try model(entity: table.entity, row: identifier.row)
    } catch {
      SwiftDataLog.report(error, doing: "reading \(identifier)")
      return nil
    }
  }

  func hasPendingChanges(in entity: String) -> Bool {
    func touches(_ models: [ObjectIdentifier: any PersistentModel]) -> Bool {
      models.values.contains { ModelDescription.of(type(of: $0)).entityName == entity }
    }
    return touches(inserted) || touches(deleted) || touches(changed)
  }

  /// The models and what the fetch read (for a query deciding which changes concern it).
  func fetchModels<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> (models: [T], plan: FetchPlan)
  {
    let entity = ModelDescription.of(T.self)
    guard let table = layout.tables[entity.entityName] else {
      throw SwiftDataError.unknownModel(entity.entityName)
    }
    let plan = FetchPlan(descriptor, entity: entity, layout: layout)
    let pending = descriptor.includePendingChanges && hasPendingChanges(in: entity.entityName)
    var sql = "SELECT \(selectList(table, alias: "t0")) FROM \(quoted(table.name)) AS t0"
    sql += plan.whereSQL
    let pagedInStore = plan.isComplete && plan.isSortedInStore && !pending
    sql += " ORDER BY " + (plan.orderSQL + ["t0._pk"]).joined(separator: ", ")
    if pagedInStore {
      if let limit = descriptor.fetchLimit { sql += " LIMIT \(max(0, limit))" }
      if let offset = descriptor.fetchOffset, offset > 0 {
        if descriptor.fetchLimit == nil { sql += " LIMIT -1" }
        sql += " OFFSET \(offset)"
      }
    }
    var found = Self.typed(
      try store.read(orIfUnopened: []) { db in
        try models(table, sql: sql, arguments: plan.arguments, db: db)
      }, as: T.self)
    if pending {
      found.removeAll { $0._$modelState.isDeleted || changed[ObjectIdentifier($0)] != nil }
      let candidates =
        (changed.values.compactMap { $0 as? T }
        + insertedModelsArray
        .compactMap { $0 as? T }).filter { !$0._$modelState.isDeleted }
      found += candidates
    }
    if !plan.isComplete || pending, let predicate = descriptor.predicate {
      found = try found.filter { try predicate.evaluate($0) }
    }
    if !plan.isSortedInStore || pending, !descriptor.sortBy.isEmpty {
      found = Self.stableSorted(found, by: descriptor.sortBy)
    } else if pending {
      found.sort { ($0._$modelState.identifier?.row ?? 0) < ($1._$modelState.identifier?.row ?? 0) }
    }
    if !pagedInStore {
      let offset = max(0, descriptor.fetchOffset ?? 0)
      found = Array(found.dropFirst(offset))
      if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(0, limit))) }
    }
    return (found, plan)
  }

  /// `models` ordered by `descriptors`, ties kept in row order.
  static func stableSorted<T: PersistentModel>(_ models: [T], by descriptors: [SortDescriptor<T>])
    -> [T]
  {
    models.enumerated().sorted { lhs, rhs in
      for descriptor in descriptors {
        switch descriptor.compare(lhs.element, rhs.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      let left = lhs.element._$modelState.identifier?.row ?? 0
      let right = rhs.element._$modelState.identifier?.row ?? 0
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element)
  }
}

/// How one fetch runs: the `WHERE` and `ORDER BY` the store evaluates, whether that is the whole
/// predicate and order, and the properties the result depends on.
struct FetchPlan {
  let whereSQL: String
  let arguments: [DatabaseValue]
  let orderSQL: [String]
  /// Whether the store evaluates the whole predicate.
  let isComplete: Bool
  /// Whether the store orders the results as the sort descriptors ask.
  let isSortedInStore: Bool
  /// The properties of the fetched entity the predicate and order read; nil when unknown (part
  /// of the predicate is evaluated on the models), so that every change concerns the fetch.
  let properties: Set<String>?

  init<T>(_ descriptor: FetchDescriptor<T>, entity: ModelDescription, layout: StoreLayout) {
    var properties: Set<String>? = []
    if let predicate = descriptor.predicate {
      if let clause = SQLTranslation.whereClause(predicate, entity: entity, layout: layout) {
        whereSQL = " WHERE \(clause.sql)"
        arguments = clause.arguments
        isComplete = true
        properties = clause.properties
      } else if let filter = SQLTranslation.prefilter(predicate, entity: entity, layout: layout) {
        whereSQL = " WHERE \(filter.sql)"
        arguments = filter.arguments
        isComplete = false
        properties = nil
      } else {
        whereSQL = ""
        arguments = []
        isComplete = false
        properties = nil
      }
    } else {
      whereSQL = ""
      arguments = []
      isComplete = true
    }
    if let order = SQLTranslation.orderBy(descriptor.sortBy, entity: entity) {
      orderSQL = order.sql
      isSortedInStore = true
      properties = properties?.union(order.properties)
    } else {
      orderSQL = []
      isSortedInStore = false
      properties = nil
    }
    self.properties = properties
  }
}

extension ModelContext {
  /// The models that are `T`s. An exact type is checked by identity: a conditional cast in a
  /// closure per model would ask for `Optional<T>`'s metadata each time.
  static func typed<T: PersistentModel>(_ models: [any PersistentModel], as type: T.Type) -> [T] {
    var typed: [T] = []
    typed.reserveCapacity(models.count)
    for model in models {
      if ObjectIdentifier(Swift.type(of: model)) == ObjectIdentifier(T.self) {
        typed.append(unsafeDowncast(model as AnyObject, to: T.self))
      } else if let model = model as? T {
        typed.append(model)
      }
    }
    return typed
  }
}
