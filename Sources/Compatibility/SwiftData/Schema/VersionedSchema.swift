import Foundation

/// One version of an app's models, for a migration plan: its version and its model types.
public protocol VersionedSchema {
  /// The version this schema is.
  static var versionIdentifier: Schema.Version { get }
  /// The model types of this version.
  static var models: [any PersistentModel.Type] { get }
}

/// How a store written by an earlier version of the models is brought to the current one: the
/// versions in order, and a stage between each pair.
public protocol SchemaMigrationPlan {
  /// Every version, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The stages between consecutive versions.
  static var stages: [MigrationStage] { get }
}

/// One step of a migration plan. A lightweight stage adds and renames columns and tables; a custom
/// one also runs the app's code with the old models before and with the new ones after.
public enum MigrationStage: CustomStringConvertible {
  /// Changes only the store's shape.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// Runs `willMigrate` on the old version's models, changes the shape, then runs `didMigrate`
  /// on the new version's.
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)

  /// `lightweight 1.0.0 → 2.0.0`.
  public var description: String {
    switch self {
    case .lightweight(let from, let to):
      "lightweight \(from.versionIdentifier) → \(to.versionIdentifier)"
    case .custom(let from, let to, _, _):
      "custom \(from.versionIdentifier) → \(to.versionIdentifier)"
    }
  }

  var versions: (from: any VersionedSchema.Type, to: any VersionedSchema.Type) {
    switch self {
    case .lightweight(let from, let to), .custom(let from, let to, _, _): (from, to)
    }
  }
}
