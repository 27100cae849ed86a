import Foundation
import SwiftData
import Testing
import Waypoint
import WaypointTesting

/// A screen that shows its trips only once asked to.
private struct LaterTrips: View {
  @State private var showsTrips = false

  var body: some View {
    VStack {
      Button("Show trips") { showsTrips = true }
      if showsTrips { TripCount() }
    }
  }
}

private struct TripCount: View {
  @Environment(\.modelContext) private var context
  @Query private var trips: [Trip]

  var body: some View {
    VStack {
      Text("Trips: \(trips.count)")
      Button("Add") { context.insert(Trip(name: "Oslo", code: "OSL")) }
    }
  }
}

/// What each `onSetup` call was told.
@MainActor
private final class SetupLog {
  var results: [String] = []

  func record(_ result: Result<ModelContainer, any Error>) {
    switch result {
    case .success: results.append("opened")
    case .failure: results.append("failed")
    }
  }
}

@MainActor
@Suite("When a .modelContainer opens its store")
struct ContainerOpeningTests {
  @Test("a container only memory holds opens when a view first reads the context, and only once")
  func memoryOpensOnFirstRead() throws {
    let log = SetupLog()
    let host = ViewHost(
      LaterTrips().modelContainer(for: Trip.self, inMemory: true) { log.record($0) })
    #expect(log.results.isEmpty)
    try host.tap("Show trips")
    #expect(log.results == ["opened"])
    try host.tap("Add")
    #expect(host.elements(labeled: "Trips: 1").count == 1)
    #expect(log.results == ["opened"])
  }

  @Test("a container in the app's folder opens when its view first appears, read or not")
  func storeOpensAtOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ContainerOpening-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = SetupLog()
    let host = ViewHost(
      LaterTrips().modelContainer(for: Trip.self) { log.record($0) }, appData: .folder(folder))
    #expect(log.results == ["opened"])
    try host.tap("Show trips")
    try host.tap("Add")
    #expect(host.elements(labeled: "Trips: 1").count == 1)
    #expect(log.results == ["opened"])
  }
}
