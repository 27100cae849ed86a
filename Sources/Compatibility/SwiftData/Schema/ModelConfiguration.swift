import Foundation
import WaypointCore

/// Where and how a container keeps its models: a SQLite file (by default `default.store` in the
/// app's Application Support folder: `$XDG_DATA_HOME/<app>` here, or where the host keeps the
/// app's data, see `AppDataLocation`) or memory only.
public struct ModelConfiguration: Identifiable, Hashable, @unchecked Sendable {
  /// Which app group's folder holds the store. Linux has no app groups: recorded, and the store
  /// stays in the app's own folder.
  public struct GroupContainer: Hashable, Sendable {
    let identifier: String?
    let isAutomatic: Bool
    /// The app's first group, where there is one (here: the app's own folder).
    public static let automatic = GroupContainer(identifier: nil, isAutomatic: true)
    /// No group: the app's own folder.
    public static let none = GroupContainer(identifier: nil, isAutomatic: false)
    /// The group named `groupName` (recorded).
    public static func identifier(_ groupName: String) -> GroupContainer {
      GroupContainer(identifier: groupName, isAutomatic: false)
    }
  }

  /// Which CloudKit database mirrors the store. There is no CloudKit here: recorded only.
  public struct CloudKitDatabase: Hashable, Sendable {
    let identifier: String?
    let isAutomatic: Bool
    /// The app's first CloudKit container, where there is one (none here).
    public static let automatic = CloudKitDatabase(identifier: nil, isAutomatic: true)
    /// No mirroring.
    public static let none = CloudKitDatabase(identifier: nil, isAutomatic: false)
    /// The private database of the container named `dbName` (recorded).
    public static func `private`(_ dbName: String) -> CloudKitDatabase {
      CloudKitDatabase(identifier: dbName, isAutomatic: false)
    }
  }

  /// The configuration's name, which also names its file (`name.store`).
  public let name: String
  /// The models this configuration stores, when it names them.
  public let schema: Schema?
  /// The store's file (meaningless when only in memory).
  public let url: URL
  /// Whether the store lives in memory only and goes with the process.
  public let isStoredInMemoryOnly: Bool
  /// Whether contexts may save to the store.
  public let allowsSave: Bool
  /// The app group asked for (recorded).
  public let groupContainer: GroupContainer
  /// The CloudKit database asked for (recorded).
  public let cloudKitDatabase: CloudKitDatabase

  /// The identifier of the app group asked for, if one was named.
  public var groupAppContainerIdentifier: String? { groupContainer.identifier }
  /// The identifier of the CloudKit container asked for, if one was named.
  public var cloudKitContainerIdentifier: String? { cloudKitDatabase.identifier }
  /// The store's identity: its name and file.
  public var id: String { "\(name)@\(isStoredInMemoryOnly ? "memory" : url.path)" }

  /// A store named `name` (else `default`) in the app's Application Support folder, or in memory.
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true, groupContainer: GroupContainer = .automatic,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    let name = name ?? "default"
    self.name = name
    self.schema = schema
    url = URL.applicationSupportDirectory.appending(path: "\(name).store")
    // A host that keeps nothing (a test, a preview, a printed screen) keeps the store in memory.
    self.isStoredInMemoryOnly = isStoredInMemoryOnly || AppDataLocation.current == .memory
    self.allowsSave = allowsSave
    self.groupContainer = groupContainer
    self.cloudKitDatabase = cloudKitDatabase
  }

  /// A store in the file at `url`.
  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? url.deletingPathExtension().lastPathComponent
    self.schema = schema
    self.url = url
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    groupContainer = .none
    self.cloudKitDatabase = cloudKitDatabase
  }

  /// A default store, in memory when `isStoredInMemoryOnly`.
  public init(isStoredInMemoryOnly: Bool) {
    self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  /// A store named `name` for `forTypes`, in memory or in its file.
  public init(
    _ name: String? = nil, for forTypes: any PersistentModel.Type...,
    isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.init(
      name, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly,
      allowsSave: allowsSave, groupContainer: groupContainer, cloudKitDatabase: cloudKitDatabase)
  }

  /// Configurations are equal when they name the same store.
  public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
    lhs.id == rhs.id && lhs.allowsSave == rhs.allowsSave
  }

  /// Hashes the store's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
