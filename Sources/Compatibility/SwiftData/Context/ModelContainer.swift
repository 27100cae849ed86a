import Foundation

/// A schema and the store its models live in, opened (and brought up to date) when made. Its
/// `mainContext` is the one views use; other contexts can be made on it for other work.
public final class ModelContainer: @unchecked Sendable {
  /// The container's models.
  public let schema: Schema
  /// The configurations it was made with; the first names the store.
  public let configurations: Set<ModelConfiguration>
  /// The plan that brought an older store up to date, if one was given.
  public let migrationPlan: (any SchemaMigrationPlan.Type)?
  let store: Store
  let layout: StoreLayout
  private let mainContextLock = NSLock()
  nonisolated(unsafe) private var madeMainContext: ModelContext?

  /// A container for `schema` in the store `configurations` name (the first; a default store
  /// when none), migrated by `migrationPlan` when the store is an older version.
  public init(
    for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: [ModelConfiguration]
  ) throws {
    let configuration = configurations.first ?? ModelConfiguration()
    self.schema = schema
    self.configurations = Set(configurations.isEmpty ? [configuration] : configurations)
    self.migrationPlan = migrationPlan
    layout = StoreLayout(schema: schema)
    if configuration.isStoredInMemoryOnly {
      // Empty until written, so there is nothing to migrate: it is shaped when it opens.
      store = Store.inMemory(shapedFor: schema, allowsSave: configuration.allowsSave)
    } else {
      store = try Store.store(for: configuration)
      try Migration.bringUpToDate(store, to: schema, plan: migrationPlan)
    }
  }

  /// A container for `schema` in the store `configurations` name.
  public convenience init(
    for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container for `forTypes` (and the types their relationships reach).
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(
      for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container on a store made already (for one step of a migration, or in memory).
  init(on store: Store, schema: Schema, configurations: Set<ModelConfiguration> = []) {
    self.schema = schema
    self.configurations = configurations
    migrationPlan = nil
    self.store = store
    layout = StoreLayout(schema: schema)
  }

  /// The context views use, made on the main actor when first asked for; it saves by itself.
  @MainActor public var mainContext: ModelContext { sharedMainContext }

  /// `mainContext`, for code that is not isolated to the main actor but runs on it (a view's
  /// environment, read as its body is).
  var sharedMainContext: ModelContext {
    mainContextLock.lock()
    defer { mainContextLock.unlock() }
    if let madeMainContext { return madeMainContext }
    let context = ModelContext(self, isMain: true)
    madeMainContext = context
    return context
  }

  /// Deletes every model of every entity from the store.
  public func deleteAllData() {
    // A store nothing has written holds nothing to delete: it is not opened for that.
    guard !store.isUnopened else { return }
    let tables = Array(layout.tables.keys) + Array(layout.joinTables)
    do {
      try store.database.write { db in
        for table in tables where try db.tableExists(table) {
          try db.execute(sql: "DELETE FROM \(quoted(table))")
        }
      }
    } catch {
      SwiftDataLog.report(error, doing: "deleting all data")
    }
  }
}

extension ModelContainer {
  /// A container of `schema` in a new memory-only store. Nothing is opened until a model is
  /// saved, so making one cannot fail; a schema SQLite cannot hold is reported by that save.
  static func inMemory(_ schema: Schema) -> ModelContainer {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    return ModelContainer(
      on: Store.inMemory(shapedFor: schema, allowsSave: configuration.allowsSave),
      schema: schema, configurations: [configuration])
  }
}
