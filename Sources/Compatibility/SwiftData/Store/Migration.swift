import Foundation

/// Brings a store to a schema: an empty store is shaped for it; an older one is walked through
/// the migration plan's stages (running a custom stage's code with the old models before and the
/// new ones after), or, without a plan, shaped lightly in one step.
enum Migration {
  static func bringUpToDate(
    _ store: Store, to schema: Schema, plan: (any SchemaMigrationPlan.Type)?
  ) throws {
    var record = try store.readRecord()
    guard let stored = record else {
      _ = try store.shape(for: schema, record: nil)
      return
    }
    if plan != nil, stored.version > schema.version {
      throw SwiftDataError.newerStore(
        store.identifier, "schema \(stored.version), this app's is \(schema.version)")
    }
    if let plan, stored.version < schema.version {
      for stage in plan.stages {
        let (from, to) = stage.versions
        guard let current = record, from.versionIdentifier >= current.version,
          to.versionIdentifier <= schema.version
        else { continue }
        if case .custom(_, _, let willMigrate, _) = stage, let willMigrate {
          try run(willMigrate, on: store, schema: Schema(versionedSchema: from))
        }
        record = try store.shape(for: Schema(versionedSchema: to), record: current)
        if case .custom(_, _, _, let didMigrate) = stage, let didMigrate {
          try run(didMigrate, on: store, schema: Schema(versionedSchema: to))
        }
      }
    }
    _ = try store.shape(for: schema, record: record)
  }

  private static func run(
    _ step: (ModelContext) throws -> Void, on store: Store, schema: Schema
  ) throws {
    let container = ModelContainer(on: store, schema: schema)
    let context = ModelContext(container)
    context.autosaveEnabled = false
    try step(context)
    if context.hasChanges { try context.save() }
  }
}
