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
    store = try Store.store(for: configuration)
    layout = StoreLayout(schema: schema)
    try Migration.bringUpToDate(store, to: schema, plan: migrationPlan)
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

  /// A container made on an existing store for one step of a migration.
  init(migrating store: Store, schema: Schema) {
    self.schema = schema
    configurations = []
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
  /// A container of `schema` in a new memory-only store; when the schema itself cannot be laid
  /// out (the app's model code, reported), an empty one. Opening SQLite in memory for an empty
  /// schema fails only when the process has no memory left, which nothing a user, a URL or a
  /// saved file supplies can cause: no file is read.
  static func inMemory(_ schema: Schema) -> ModelContainer {
    let memory = [ModelConfiguration(isStoredInMemoryOnly: true)]
    do {
      return try ModelContainer(for: schema, configurations: memory)
    } catch {
      SwiftDataLog.report(error, doing: "opening a store in memory")
    }
    do {
      return try ModelContainer(for: Schema(), configurations: memory)
    } catch {
      fatalError("SwiftData could not open an empty store in memory: \(error)")
    }
  }
}
