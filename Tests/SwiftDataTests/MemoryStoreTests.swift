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

  @Test("lets a view's context made before it opened read what another context saved")
  func readersMadeBeforeOpeningSeeSaves() throws {
    let container = try memoryContainer()
    let host = ViewHost(TripNames().modelContainer(container))
    #expect(host.navigationTitles == ["Trips (0)"])
    #expect(container.store.isUnopened)
    let writing = ModelContext(container)
    writing.insert(Trip(name: "Oslo", code: "OSL"))
    try writing.save()
    #expect(try container.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Oslo"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 1)
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
