import Foundation
import GRDB
import GRDBSQLite

/// Inserts one row through SQLite's own binding calls on GRDB's cached statement: the row's
/// values are bound where they are, without GRDB's argument list, which costs more than the
/// insert itself when a save writes thousands of models. The statement's text comes from the
/// store's layout (`StoreLayout.Table.insertSQL`), so its placeholders are the values' count.
final class RowInserter {
  /// SQLite copies the bytes it is given (`SQLITE_TRANSIENT`, which Swift cannot import).
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  private let db: Database
  /// GRDB's prepared statement of each table, found once per save instead of once per row, and
  /// held so that its SQLite statement lives while it is used.
  private var statements: [ObjectIdentifier: Statement] = [:]

  /// An inserter for one transaction of `db`.
  init(db: Database) {
    self.db = db
  }

  /// Inserts `values` into `table` with its whole-row `INSERT`.
  func insert(_ values: [DatabaseValue], into table: StoreLayout.Table) throws {
    let prepared: Statement
    // Keyed by the entity's description, one object per model type: no string to hash per row.
    let key = ObjectIdentifier(table.entity)
    if let known = statements[key] {
      prepared = known
    } else {
      prepared = try db.cachedStatement(sql: table.insertSQL)
      statements[key] = prepared
    }
    let statement = prepared.sqliteStatement
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32 =
        switch value.storage {
        case .null: sqlite3_bind_null(statement, index)
        case .int64(let number): sqlite3_bind_int64(statement, index, number)
        case .double(let number): sqlite3_bind_double(statement, index, number)
        case .string(let text):
          text.withCString { sqlite3_bind_text(statement, index, $0, -1, Self.transient) }
        case .blob(let data):
          data.withUnsafeBytes {
            sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), Self.transient)
          }
        }
      guard code == SQLITE_OK else { throw error(code, sql: table.insertSQL) }
    }
    let code = sqlite3_step(statement)
    guard code == SQLITE_DONE else { throw error(code, sql: table.insertSQL) }
  }

  private func error(_ code: Int32, sql: String) -> DatabaseError {
    let message = db.sqliteConnection.map { String(cString: sqlite3_errmsg($0)) }
    return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: sql)
  }
}
