import Foundation
import GRDB
import SwiftData
import Waypoint

/// A model as apps write them: text, a number, a date and a flag.
@Model final class Entry {
  var title: String
  var amount: Int
  var created: Date
  var isDone: Bool

  init(title: String, amount: Int, created: Date, isDone: Bool) {
    self.title = title
    self.amount = amount
    self.created = created
    self.isDone = isDone
  }
}

/// The same values as a plain struct, for the SQL baseline.
struct EntryRow {
  var title: String
  var amount: Int
  var created: Date
  var isDone: Bool
}

/// The newest undone entries of at least 500, as an app's list would show them.
struct OpenEntries: View {
  @Query(
    filter: #Predicate<Entry> { !$0.isDone && $0.amount >= 500 },
    sort: [SortDescriptor(\Entry.created, order: .reverse)])
  var entries: [Entry]

  var body: some View {
    Text("\(entries.count) open")
  }
}

/// SwiftData on SQLite against the same work written directly in SQL with GRDB: inserting
/// 10,000 models and saving them, and a filtered, sorted `@Query` read into a fresh context.
enum SwiftDataBenchmarks {
  static let count = 10_000

  static func entry(_ index: Int) -> EntryRow {
    EntryRow(
      title: "Entry \(index)", amount: (index * 7919) % 1_000,
      created: Date(timeIntervalSinceReferenceDate: Double(index) * 60), isDone: index % 3 == 0)
  }

  @MainActor
  static func comparisons() throws -> [Comparison] {
    let rows = (0..<count).map(entry)
    let queried = try ModelContainer(
      for: Entry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for row in rows {
      queried.mainContext.insert(
        Entry(title: row.title, amount: row.amount, created: row.created, isDone: row.isDone))
    }
    try queried.mainContext.save()
    let expected = rows.filter { !$0.isDone && $0.amount >= 500 }.count
    let sqlQueue = try DatabaseQueue()
    try createTable(in: sqlQueue)
    try insert(rows, into: sqlQueue)

    return [
      Comparison(
        name: "SwiftData: insert and save 10,000 models / the same INSERTs with GRDB",
        subject: Benchmark(name: "ModelContext.insert × 10,000 + save()", operations: count) {
          let container = try ModelContainer(
            for: Entry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
          let context = container.mainContext
          context.autosaveEnabled = false
          for row in rows {
            context.insert(
              Entry(title: row.title, amount: row.amount, created: row.created, isDone: row.isDone))
          }
          try context.save()
        },
        baseline: Benchmark(
          name: "GRDB: prepared INSERT × 10,000 in a transaction", operations: count
        ) {
          let queue = try DatabaseQueue()
          try createTable(in: queue)
          try insert(rows, into: queue)
        },
        target: 2.0),
      Comparison(
        name: "SwiftData: a filtered, sorted @Query of 10,000 models / the same SELECT with GRDB",
        subject: Benchmark(name: "@Query in a view, a fresh context each run", operations: 1) {
          let host = ViewRuntime(
            OpenEntries().modelContext(ModelContext(queried)))
          guard TextSnapshot.render(host.elements).contains("\(expected) open") else {
            throw BenchmarkFailure.missingElement("\(expected) open")
          }
        },
        baseline: Benchmark(name: "GRDB: SELECT … WHERE … ORDER BY into structs", operations: 1) {
          let found = try sqlQueue.read { db in
            try GRDB.Row.fetchAll(
              db,
              sql: "SELECT title, amount, created, isDone FROM entry "
                + "WHERE NOT isDone AND amount >= 500 ORDER BY created DESC"
            ).map { row in
              EntryRow(
                title: row[0], amount: row[1],
                created: Date(timeIntervalSinceReferenceDate: row[2]), isDone: row[3])
            }
          }
          guard found.count == expected else { throw BenchmarkFailure.missingElement("rows") }
        },
        target: 2.0),
    ]
  }

  static func createTable(in queue: DatabaseQueue) throws {
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE entry (id INTEGER PRIMARY KEY, title TEXT, amount INTEGER, "
          + "created REAL, isDone INTEGER)")
    }
  }

  static func insert(_ rows: [EntryRow], into queue: DatabaseQueue) throws {
    try queue.write { db in
      let statement = try db.makeStatement(
        sql: "INSERT INTO entry (title, amount, created, isDone) VALUES (?, ?, ?, ?)")
      for row in rows {
        try statement.execute(arguments: [
          row.title, row.amount, row.created.timeIntervalSinceReferenceDate, row.isDone,
        ])
      }
    }
  }
}
