import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import PostgresNIO
import WaypointWeb

/// The store of workers behind a load balancer: PostgreSQL, through postgres-nio's pooled
/// client. Tables are created on first use under an advisory lock and carry a schema version;
/// every write is an upsert, so writing the same thing twice is writing it once.
final class PostgresStateStore: SharedStateStore {
  /// The schema this code reads and writes; a database with a newer one is refused.
  static let schemaVersion = 1
  /// The channel on which a worker tells the others that a browser's `@AppStorage` changed.
  static let appStorageChannel = "waypoint_app_storage"

  let address: StoreAddress
  private let client: PostgresClient
  private let logger: Logger
  /// Sent with each notification, so a worker ignores its own.
  private let workerID =
    "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"

  init(address: StoreAddress, logger: Logger) {
    self.address = address
    self.logger = logger
    // The client's own attempts are logged only when they are warnings: the store's problems
    // are this type's to report, once each.
    var clientLogger = logger
    clientLogger.logLevel = max(.warning, logger.logLevel)
    client = PostgresClient(
      configuration: address.clientConfiguration, backgroundLogger: clientLogger)
  }

  var addressDescription: String { address.description }

  /// Runs the client's connection pool until cancelled (the server runs it beside itself).
  func run() async { await client.run() }

  func reason(_ error: any Error) -> String { Self.reason(error) }

  /// How long the first use of the store may take before the worker gives up on it.
  static let startTimeout: Duration = .seconds(10)

  func prepare() async throws {
    try await address.checkListening()
    let address = address
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await self.createTables() }
      group.addTask {
        try await Task.sleep(for: Self.startTimeout)
        throw StoreError(
          description:
            "cannot use the store at \(address): no answer in \(Self.startTimeout.components.seconds) s "
            + "(is PostgreSQL running there?)")
      }
      defer { group.cancelAll() }
      try await group.next()
    }
  }

  private func createTables() async throws {
    do {
      let version = try await client.withTransaction(logger: logger) { connection -> Int in
        // One worker at a time creates or checks the tables; the others wait here.
        try await connection.query("SELECT pg_advisory_xact_lock(7000334)", logger: logger)
        for statement in Self.schema {
          try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
        let rows = try await connection.query(
          "SELECT version FROM waypoint_schema", logger: logger)
        var found: Int?
        for try await version in rows.decode(Int.self) { found = max(found ?? version, version) }
        guard let found else {
          try await connection.query(
            "INSERT INTO waypoint_schema (version) VALUES (\(Self.schemaVersion))", logger: logger)
          return Self.schemaVersion
        }
        return found
      }
      guard version <= Self.schemaVersion else {
        throw StoreError(
          description:
            "the store at \(address) has schema version \(version), newer than this worker's "
            + "\(Self.schemaVersion): run the newer worker, or a database of its own")
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(description: "cannot use the store at \(address): \(Self.reason(error))")
    }
  }

  /// Version 1: tabs by browser and tab, `@AppStorage` by browser and key.
  private static let schema = [
    "CREATE TABLE IF NOT EXISTS waypoint_schema (version integer NOT NULL)",
    """
    CREATE TABLE IF NOT EXISTS waypoint_tabs (
      browser text NOT NULL, tab text NOT NULL, scenes bytea NOT NULL, address text NOT NULL,
      width double precision NOT NULL, height double precision NOT NULL,
      navigation text NOT NULL, revision bigint NOT NULL,
      saved_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (browser, tab))
    """,
    "CREATE INDEX IF NOT EXISTS waypoint_tabs_latest ON waypoint_tabs (browser, saved_at DESC)",
    """
    CREATE TABLE IF NOT EXISTS waypoint_app_storage (
      browser text NOT NULL, key text NOT NULL, value bytea NOT NULL, PRIMARY KEY (browser, key))
    """,
  ]

  func tab(_ tab: String, browser: String) async throws -> SavedTab? {
    try await firstTab(
      client.query(
        """
        SELECT browser, tab, scenes, address, width, height, navigation, revision
        FROM waypoint_tabs WHERE browser = \(browser) AND tab = \(tab)
        """, logger: logger))
  }

  func latestTab(browser: String) async throws -> SavedTab? {
    try await firstTab(
      client.query(
        """
        SELECT browser, tab, scenes, address, width, height, navigation, revision
        FROM waypoint_tabs WHERE browser = \(browser) ORDER BY saved_at DESC LIMIT 1
        """, logger: logger))
  }

  private func firstTab(_ rows: PostgresRowSequence) async throws -> SavedTab? {
    for try await (browser, tab, scenes, address, width, height, navigation, revision)
      in rows
      .decode((String, String, Data, String, Double, Double, String, Int64).self)
    {
      // Unreadable scenes restore as none: the tab starts where the app starts.
      let decoded = (try? JSONDecoder().decode([String: Data].self, from: scenes)) ?? [:]
      return SavedTab(
        browser: browser, tab: tab, scenes: decoded, address: address, width: width,
        height: height, navigation: navigation, revision: revision)
    }
    return nil
  }

  func save(_ tabs: [SavedTab]) async throws {
    guard !tabs.isEmpty else { return }
    // One statement for the batch: each column as an array, unnested into rows.
    let encoder = JSONEncoder()
    let scenes = try tabs.map { ByteBuffer(data: try encoder.encode($0.scenes)) }
    try await client.query(
      """
      INSERT INTO waypoint_tabs
        (browser, tab, scenes, address, width, height, navigation, revision, saved_at)
      SELECT browser, tab, scenes, address, width, height, navigation, revision, now()
      FROM unnest(\(tabs.map(\.browser)), \(tabs.map(\.tab)), \(scenes), \(tabs.map(\.address)),
        \(tabs.map(\.width)), \(tabs.map(\.height)), \(tabs.map(\.navigation)),
        \(tabs.map(\.revision)))
        AS t(browser, tab, scenes, address, width, height, navigation, revision)
      ON CONFLICT (browser, tab) DO UPDATE SET scenes = excluded.scenes,
        address = excluded.address, width = excluded.width, height = excluded.height,
        navigation = excluded.navigation, revision = excluded.revision, saved_at = now()
      WHERE waypoint_tabs.revision <= excluded.revision
      """, logger: logger)
  }

  func appStorage(browser: String) async throws -> [String: Data] {
    let rows = try await client.query(
      "SELECT key, value FROM waypoint_app_storage WHERE browser = \(browser)", logger: logger)
    var values: [String: Data] = [:]
    for try await (key, value) in rows.decode((String, Data).self) { values[key] = value }
    return values
  }

  func saveAppStorage(_ changes: [String: Data?], browser: String) async throws {
    try await client.withTransaction(logger: logger) { connection in
      for (key, value) in changes {
        if let value {
          try await connection.query(
            """
            INSERT INTO waypoint_app_storage (browser, key, value) VALUES (\(browser), \(key), \(value))
            ON CONFLICT (browser, key) DO UPDATE SET value = excluded.value
            """, logger: logger)
        } else {
          try await connection.query(
            "DELETE FROM waypoint_app_storage WHERE browser = \(browser) AND key = \(key)",
            logger: logger)
        }
      }
      // Delivered when the transaction commits, to every worker listening.
      let payload = "\(browser) \(workerID)"
      try await connection.query(
        "SELECT pg_notify(\(Self.appStorageChannel), \(payload))", logger: logger)
    }
  }

  func listenForAppStorageChanges(_ changed: @escaping @Sendable (String) async -> Void) async {
    let workerID = workerID
    while !Task.isCancelled {
      do {
        try await client.withConnection { connection in
          try await connection.listen(on: Self.appStorageChannel) { notifications in
            for try await notification in notifications {
              let parts = notification.payload.split(separator: " ")
              guard parts.count == 2, parts[1] != workerID else { continue }
              await changed(String(parts[0]))
            }
          }
        }
      } catch {
        if Task.isCancelled { return }
        logger.warning("Listening for other workers' changes failed: \(Self.reason(error))")
      }
      // The store went away: listen again once it is back.
      try? await Task.sleep(for: .seconds(1))
    }
  }

  func removeTabs(savedBefore date: Date) async throws -> Int {
    let rows = try await client.query(
      "DELETE FROM waypoint_tabs WHERE saved_at < \(date) RETURNING tab", logger: logger)
    var count = 0
    for try await _ in rows { count += 1 }
    return count
  }

  func footprint() async throws -> (tabs: Int, bytes: Int) {
    let rows = try await client.query(
      """
      SELECT count(*)::bigint, coalesce(sum(pg_column_size(waypoint_tabs.*)), 0)::bigint
      FROM waypoint_tabs
      """, logger: logger)
    for try await (tabs, bytes) in rows.decode((Int64, Int64).self) {
      return (Int(tabs), Int(bytes))
    }
    return (0, 0)
  }

  /// A store error in one line: PostgreSQL's own message where there is one.
  static func reason(_ error: any Error) -> String {
    if let error = error as? PostgresTransactionError {
      if let inner = error.closureError ?? error.beginError ?? error.commitError {
        return reason(inner)
      }
    }
    if let error = error as? PSQLError {
      if let message = error.serverInfo?[.message] { return message }
      return "\(error.code)" + (error.underlying.map { " (\($0))" } ?? "")
    }
    return "\(error)"
  }
}
