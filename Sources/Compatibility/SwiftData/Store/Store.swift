import Foundation
import GRDB
import Synchronization

/// One SQLite database of models, shared by every container that opens the same file in this
/// process (so that rows get one numbering and each context hears of the others' saves). A
/// memory-only store belongs to its container alone, and opens SQLite at its first write: until
/// then it holds no rows, and a server keeps one per browser tab.
final class Store: @unchecked Sendable {
  private let openingLock = NSLock()
  // Guarded by `openingLock`; nil until a memory-only store is first written.
  private var opened: DatabaseQueue?
  /// The schema a memory-only store is shaped for when it opens.
  private let shapeOnOpening: Schema?
  let identifier: String
  let allowsSave: Bool
  private let nextRows = Mutex<[String: Int64]>([:])
  /// How many times the store's tables changed shape: a context made before the last change
  /// reads the old shape and hears of no more saves.
  let shapeGeneration = Mutex(0)
  private let listeners = Mutex<[WeakContext]>([])

  private struct WeakContext: @unchecked Sendable {
    weak var context: ModelContext?
  }

  private init(
    database: DatabaseQueue?, shapeOnOpening: Schema?, identifier: String, allowsSave: Bool
  ) {
    opened = database
    self.shapeOnOpening = shapeOnOpening
    self.identifier = identifier
    self.allowsSave = allowsSave
  }

  /// A store only memory holds, for `schema`; SQLite is opened and the tables made at its first
  /// write.
  static func inMemory(shapedFor schema: Schema, allowsSave: Bool) -> Store {
    Store(
      database: nil, shapeOnOpening: schema, identifier: "memory:\(UUID().uuidString)",
      allowsSave: allowsSave)
  }

  /// The database, opened now (and shaped for the store's schema) if nothing has opened it.
  var database: DatabaseQueue {
    get throws {
      try openingLock.withLock {
        if let opened { return opened }
        let made = try DatabaseQueue(configuration: Self.databaseConfiguration(inMemory: true))
        if let shapeOnOpening {
          // Contexts made before hold the shape as it is now: opening is not a change of it.
          _ = try shape(for: shapeOnOpening, record: nil, in: made, announcing: false)
        }
        opened = made
        return made
      }
    }
  }

  /// Whether this is a memory-only store nothing has written to: it holds no rows.
  var isUnopened: Bool { openingLock.withLock { opened == nil } }

  /// What `body` reads from the database, or `empty` without opening it when nothing has written
  /// to the store.
  func read<T>(orIfUnopened empty: T, _ body: (Database) throws -> T) throws -> T {
    guard let queue = openingLock.withLock({ opened }) else { return empty }
    return try queue.read(body)
  }

  private static let open = Mutex<[String: WeakStore]>([:])

  private struct WeakStore: @unchecked Sendable {
    weak var store: Store?
  }

  /// The store the file of `configuration` holds: the one already open for it, else opened now.
  static func store(for configuration: ModelConfiguration) throws -> Store {
    let path = configuration.url.standardizedFileURL.path
    return try open.withLock { open in
      if let store = open[path]?.store { return store }
      let folder = configuration.url.deletingLastPathComponent()
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw SwiftDataError.cannotOpen(path, error)
      }
      let database: DatabaseQueue
      do {
        database = try DatabaseQueue(
          path: path, configuration: databaseConfiguration(inMemory: false))
      } catch let error as DatabaseError
        where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
      {
        throw SwiftDataError.corruptStore(path, error)
      } catch {
        throw SwiftDataError.cannotOpen(path, error)
      }
      let store = Store(
        database: database, shapeOnOpening: nil, identifier: path,
        allowsSave: configuration.allowsSave)
      open[path] = WeakStore(store: store)
      return store
    }
  }

  private static func databaseConfiguration(inMemory: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.label = "SwiftData"
    // Another process (a second worker of a web app) may be writing the same file.
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      // A store in memory is its pages, and each table takes one at least: a server keeps one
      // such store per browser tab, mostly near empty, so its pages are small.
      if inMemory { try db.execute(sql: "PRAGMA page_size = 1024") }
      db.add(collation: Collations.localizedStandard)
      db.add(collation: Collations.localized)
      for function in SQLFunctions.all { db.add(function: function) }
    }
    return configuration
  }

  /// A row number no row of `table` has had in this store.
  func nextRow(in table: String, db: Database? = nil) throws -> Int64 {
    if let row = nextRows.withLock({ rows -> Int64? in
      // One hash of the name per row: the index serves the read and the write.
      guard let index = rows.index(forKey: table) else { return nil }
      let next = rows.values[index]
      rows.values[index] = next + 1
      return next
    }) {
      return row
    }
    let highest = try read(orIfUnopened: 0) { db in
      try Int64.fetchOne(db, sql: "SELECT MAX(_pk) FROM \(quoted(table))") ?? 0
    }
    return nextRows.withLock { rows in
      let next = max(rows[table] ?? 1, highest + 1)
      rows[table] = next + 1
      return next
    }
  }

  /// Has `context` told of the saves of other contexts on this store.
  func addListener(_ context: ModelContext) {
    listeners.withLock { listeners in
      listeners.removeAll { $0.context == nil }
      listeners.append(WeakContext(context: context))
    }
  }

  /// Tells every context but `source` that `change` was saved.
  func broadcast(_ change: StoreChange, from source: ModelContext) {
    let current = shapeGeneration.withLock { $0 }
    let others = listeners.withLock { $0.compactMap(\.context) }.filter {
      $0 !== source && $0.shapeGeneration == current
    }
    for context in others { context.storeDidChange(change) }
  }
}

/// What one save wrote: the rows inserted, updated and deleted, by entity.
struct StoreChange: Sendable {
  var inserted: [String: Set<Int64>] = [:]
  var updated: [String: Set<Int64>] = [:]
  var deleted: [String: Set<Int64>] = [:]

  var entities: Set<String> {
    Set(inserted.keys).union(updated.keys).union(deleted.keys)
  }
  var isEmpty: Bool { entities.isEmpty }
}

extension SwiftDataError {
  static func cannotOpen(_ path: String, _ error: any Error) -> SwiftDataError {
    SwiftDataError("cannotOpen", "The store at \(path) cannot be opened: \(error)")
  }
}
