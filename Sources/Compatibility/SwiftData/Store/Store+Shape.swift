import Foundation
import GRDB

/// What a store records of itself: the version of the schema it was last shaped for and the
/// kind of every column, so that a later launch can tell what changed.
struct StoreRecord: Codable, Equatable {
  /// The store format: raised when Waypoint lays stores out differently.
  static let currentFormat = 1
  var format: Int
  var version: Schema.Version
  /// Each table's columns and the kind of value each holds.
  var tables: [String: [String: String]]
}

extension Store {
  /// The record the store holds, nil for an empty database; throws when the file is not a store
  /// (corrupt, or a database something else wrote) or a newer Waypoint wrote it.
  func readRecord() throws -> StoreRecord? {
    do {
      return try database.read { db -> StoreRecord? in
        let tables = try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        guard !tables.isEmpty else { return nil }
        guard tables.contains("_swiftdata_store"),
          let text = try String.fetchOne(
            db, sql: "SELECT value FROM _swiftdata_store WHERE key = 'record'")
        else { throw SwiftDataError.notAStore(identifier) }
        guard let record = try? JSONDecoder().decode(StoreRecord.self, from: Data(text.utf8)) else {
          throw SwiftDataError.notAStore(identifier)
        }
        guard record.format <= StoreRecord.currentFormat else {
          throw SwiftDataError.newerStore(identifier, "format \(record.format)")
        }
        return record
      }
    } catch let error as SwiftDataError {
      throw error
    } catch {
      throw SwiftDataError.corruptStore(identifier, error)
    }
  }

  /// Gives the store the tables, columns and indexes `schema` needs, keeping every row and
  /// column it has: new tables and columns are added (a new column takes the property's initial
  /// value, or nil), renamed properties rename their column. A column whose kind changed, or a
  /// new column that is neither optional nor has an initial value, is an error naming them.
  func shape(for schema: Schema, record: StoreRecord?) throws -> StoreRecord {
    try shape(for: schema, record: record, in: database, announcing: true)
  }

  /// `shape(for:record:)` on `database`; the store's shape generation grows with a change only
  /// when `announcing`.
  func shape(
    for schema: Schema, record: StoreRecord?, in database: DatabaseQueue, announcing: Bool
  ) throws -> StoreRecord {
    let layout = StoreLayout(schema: schema)
    let previous = record
    var tables = record?.tables ?? [:]
    try database.write { db in
      try db.execute(
        sql: "CREATE TABLE IF NOT EXISTS _swiftdata_store (key TEXT PRIMARY KEY, value TEXT)")
      for entity in schema.entities {
        guard let table = layout.tables[entity.name] else { continue }
        var known = tables[table.name] ?? [:]
        if !(try db.tableExists(table.name)) {
          try db.execute(sql: "CREATE TABLE \(quoted(table.name)) (_pk INTEGER PRIMARY KEY)")
        }
        let existing = Set(try db.columns(in: table.name).map(\.name))
        for (index, property) in table.entity.properties.enumerated() {
          guard let column = table.columns[index] else { continue }
          let kind = Self.kindName(property.kind)
          if existing.contains(column) {
            if let before = known[column], before != kind {
              throw SwiftDataError.changedColumn(table.name, column, before, kind)
            }
            known[column] = kind
            continue
          }
          let original = property.attribute?.originalName ?? property.relationship?.originalName
          if let original, original != column, existing.contains(original) {
            try db.execute(
              sql: "ALTER TABLE \(quoted(table.name)) RENAME COLUMN \(quoted(original)) TO "
                + quoted(column))
            known[original] = nil
            known[column] = kind
            continue
          }
          var definition = "\(quoted(column)) \(Self.columnType(property.kind))"
          if record != nil, !property.kind.isOptional {
            guard let make = property.defaultValue else {
              throw SwiftDataError.newColumnWithoutValue(table.name, column)
            }
            let value = try ColumnCoding.encode(make(), kind: property.kind)
            definition += " NOT NULL DEFAULT \(value.sqlLiteral)"
          }
          try db.execute(sql: "ALTER TABLE \(quoted(table.name)) ADD COLUMN \(definition)")
          known[column] = kind
        }
        for (name, storage) in table.toMany {
          guard case .joinTable(let joinName, _, _, _) = storage else { continue }
          _ = name
          try db.execute(
            sql: """
              CREATE TABLE IF NOT EXISTS \(quoted(joinName)) (_owner INTEGER NOT NULL, \
              _member INTEGER NOT NULL, PRIMARY KEY (_owner, _member))
              """)
          try db.execute(
            sql: "CREATE INDEX IF NOT EXISTS \(quoted(joinName + "_member")) ON "
              + "\(quoted(joinName)) (_member)")
        }
        for (number, names) in entity.uniquenessConstraints.enumerated() where !names.isEmpty {
          try db.execute(
            sql: "CREATE UNIQUE INDEX IF NOT EXISTS \(quoted("\(table.name)_unique_\(number)")) "
              + "ON \(quoted(table.name)) (\(names.map(quoted).joined(separator: ", ")))")
        }
        for (number, names) in entity.indices.enumerated() where !names.isEmpty {
          try db.execute(
            sql: "CREATE INDEX IF NOT EXISTS \(quoted("\(table.name)_index_\(number)")) "
              + "ON \(quoted(table.name)) (\(names.map(quoted).joined(separator: ", ")))")
        }
        for (name, storage) in table.toMany {
          guard case .inverseColumn(let destination, let column) = storage else { continue }
          _ = name
          if try db.tableExists(destination.entityName) {
            try db.execute(
              sql: "CREATE INDEX IF NOT EXISTS \(quoted("\(destination.entityName)_\(column)"))"
                + " ON \(quoted(destination.entityName)) (\(quoted(column)))")
          }
        }
        tables[table.name] = known
      }
      let record = StoreRecord(
        format: StoreRecord.currentFormat, version: schema.version, tables: tables)
      if announcing, record != previous { shapeGeneration.withLock { $0 += 1 } }
      let text = String(decoding: try JSONEncoder.store.encode(record), as: UTF8.self)
      try db.execute(
        sql: "INSERT OR REPLACE INTO _swiftdata_store (key, value) VALUES ('record', ?)",
        arguments: [text])
    }
    return StoreRecord(format: StoreRecord.currentFormat, version: schema.version, tables: tables)
  }

  private static func kindName(_ kind: ValueKind) -> String {
    switch kind {
    case .scalar(let scalar, let optional): scalar.rawValue + (optional ? "?" : "")
    case .rawValue(let scalar, let optional): "raw " + scalar.rawValue + (optional ? "?" : "")
    case .codable(let optional): "json" + (optional ? "?" : "")
    case .toOne(let type, let optional): "→ \(type)" + (optional ? "?" : "")
    case .toMany(let type): "→ [\(type)]"
    case .unsupported: "unsupported"
    }
  }

  private static func columnType(_ kind: ValueKind) -> String {
    switch kind {
    case .scalar(let scalar, _), .rawValue(let scalar, _): scalar.columnType
    case .codable: "TEXT"
    case .toOne: "INTEGER"
    case .toMany, .unsupported: ""
    }
  }
}

extension DatabaseValue {
  /// The value as an SQL literal, for a column's default.
  var sqlLiteral: String {
    switch storage {
    case .null: "NULL"
    case .int64(let value): String(value)
    case .double(let value): "\(value)"
    case .string(let value): "'\(value.replacingOccurrences(of: "'", with: "''"))'"
    case .blob(let data): "X'\(data.map { String(format: "%02X", $0) }.joined())'"
    }
  }
}

extension SwiftDataError {
  static func notAStore(_ path: String) -> SwiftDataError {
    SwiftDataError(
      "notAStore",
      "The file at \(path) is a database SwiftData did not write; it was left "
        + "untouched.")
  }

  static func corruptStore(_ path: String, _ error: any Error) -> SwiftDataError {
    SwiftDataError(
      "corruptStore", "The store at \(path) cannot be read (\(error)); it was left untouched.")
  }

  static func newerStore(_ path: String, _ what: String) -> SwiftDataError {
    SwiftDataError(
      "newerStore",
      "The store at \(path) was written by a newer version (\(what)); it was "
        + "left untouched.")
  }

  static func changedColumn(_ table: String, _ column: String, _ before: String, _ now: String)
    -> SwiftDataError
  {
    SwiftDataError(
      "changedColumn",
      "\(table).\(column) holds \(before) in the store but is declared \(now): "
        + "add a custom migration stage. The store was left as it was.")
  }

  static func newColumnWithoutValue(_ table: String, _ column: String) -> SwiftDataError {
    SwiftDataError(
      "newColumnWithoutValue",
      "\(table).\(column) is new, not optional and has no initial "
        + "value, so the rows already stored have none: give it one or make it optional.")
  }
}
