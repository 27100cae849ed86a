import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import SwiftData

/// A store only memory holds opens SQLite at its first save, so that a server's tabs whose
/// queries only read keep no database.
@MainActor
@Suite("A store only memory holds")
struct MemoryStoreTests {
  private func memoryContainer() throws -> ModelContainer {
    try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test("answers fetches, counts and lookups as empty without opening SQLite")
  func readsKeepItClosed() throws {
    let container = try memoryContainer()
    let context = container.mainContext
    #expect(try context.fetch(FetchDescriptor<Trip>()).isEmpty)
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    container.deleteAllData()
    #expect(container.store.isUnopened)
  }

  @Test("shows inserted models before the save, and opens at the save")
  func opensAtTheFirstSave() throws {
    let container = try memoryContainer()
    let context = container.mainContext
    context.insert(Trip(name: "Oslo", code: "OSL"))
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
    #expect(container.store.isUnopened)
    try context.save()
    #expect(!container.store.isUnopened)
    #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 1)
  }

  @Test("tells a query made before it opened of a save in another context, at once")
  func queriesMadeBeforeOpeningHearOfSaves() throws {
    let container = try memoryContainer()
    let host = ViewHost(TripNames().modelContainer(container))
    #expect(host.navigationTitles == ["Trips (0)"])
    #expect(container.store.isUnopened)
    let writing = ModelContext(container)
    writing.insert(Trip(name: "Oslo", code: "OSL"))
    try writing.save()
    host.flush()
    #expect(host.navigationTitles == ["Trips (1)"])
    #expect(!host.elements(labeled: "Oslo").isEmpty)
    let written = try #require(try writing.fetch(FetchDescriptor<Trip>()).first)
    let seen = try #require(try container.mainContext.fetch(FetchDescriptor<Trip>()).first)
    written.name = "Bergen"
    try writing.save()
    #expect(seen.name == "Bergen")
  }
}

/// The stored trips' names, in a stack titled with their count.
private struct TripNames: View {
  @Query(sort: \Trip.name) private var trips: [Trip]

  var body: some View {
    NavigationStack {
      List(trips) { trip in Text(trip.name) }
        .navigationTitle("Trips (\(trips.count))")
    }
  }
}
