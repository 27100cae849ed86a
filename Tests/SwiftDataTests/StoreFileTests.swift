import Foundation
import SwiftData
import Testing

@MainActor
@Suite struct StoreFileTests {
  /// A store file in a new temporary folder.
  func storeURL() -> URL {
    FileManager.default.temporaryDirectory
      .appending(path: "swiftdata-\(UUID().uuidString)/trips.store")
  }

  @Test func modelsSavedInAFileAreThereForTheNextContainer() throws {
    let url = storeURL()
    do {
      let container = try ModelContainer(
        for: Trip.self, configurations: ModelConfiguration(url: url))
      let trip = Trip(name: "Kyoto", code: "KYO")
      trip.stops = [Stop(place: "Fushimi Inari", nights: 2)]
      container.mainContext.insert(trip)
      try container.mainContext.save()
    }
    let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
    let trips = try container.mainContext.fetch(FetchDescriptor<Trip>())
    #expect(trips.map(\.name) == ["Kyoto"])
    #expect(trips.first?.stops.map(\.place) == ["Fushimi Inari"])
    let another = Trip(name: "Osaka", code: "OSA")
    container.mainContext.insert(another)
    #expect(another.persistentModelID != trips.first?.persistentModelID)
  }

  @Test func insertingAUniqueValueAgainUpdatesTheStoredModel() throws {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.insert(Trip(name: "Paris", code: "PAR"))
    try context.save()
    let again = Trip(name: "Paris in spring", code: "PAR")
    context.insert(again)
    try context.save()
    let fresh = ModelContext(container)
    #expect(try fresh.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Paris in spring"])
  }

  @Test func rollbackPutsBackWhatWasSaved() throws {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.autosaveEnabled = false
    let trip = Trip(name: "Paris", code: "PAR")
    context.insert(trip)
    try context.save()
    trip.name = "Nice"
    let extra = Trip(name: "Lyon", code: "LYS")
    context.insert(extra)
    #expect(context.hasChanges)
    context.rollback()
    #expect(trip.name == "Paris")
    #expect(extra.modelContext == nil)
    #expect(!context.hasChanges)
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Paris"])
  }

  @Test func aFileThatIsNotAStoreIsAnErrorAndIsLeftAsItWas() throws {
    let url = storeURL()
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let garbage = Data("this is not a database, it is a shopping list".utf8)
    try garbage.write(to: url)
    #expect {
      _ = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
    } throws: { error in
      (error as? SwiftDataError)?.code == "corruptStore"
    }
    #expect(try Data(contentsOf: url) == garbage)
  }

  @Test func aStoreAnotherVersionWroteIsAnErrorAndIsLeftAsItWas() throws {
    let url = storeURL()
    do {
      let container = try ModelContainer(
        for: Schema(versionedSchema: TripsV2.self), migrationPlan: TripsPlan.self,
        configurations: [ModelConfiguration(url: url)])
      container.mainContext.insert(TripsV2.Trip(name: "Kept", stars: 3))
      try container.mainContext.save()
    }
    #expect {
      _ = try ModelContainer(
        for: Schema(versionedSchema: TripsV1.self), migrationPlan: TripsPlanV1Only.self,
        configurations: [ModelConfiguration(url: url)])
    } throws: { error in
      (error as? SwiftDataError)?.code == "newerStore"
    }
    let container = try ModelContainer(
      for: Schema(versionedSchema: TripsV2.self), migrationPlan: TripsPlan.self,
      configurations: [ModelConfiguration(url: url)])
    #expect(
      try container.mainContext.fetch(FetchDescriptor<TripsV2.Trip>()).map(\.name) == ["Kept"])
  }

  @Test func aMigrationPlanBringsAnOlderStoreUpToDate() throws {
    let url = storeURL()
    do {
      let container = try ModelContainer(
        for: Schema(versionedSchema: TripsV1.self), migrationPlan: TripsPlanV1Only.self,
        configurations: [ModelConfiguration(url: url)])
      container.mainContext.insert(TripsV1.Trip(title: "Old trip"))
      container.mainContext.insert(TripsV1.Trip(title: "Older trip"))
      try container.mainContext.save()
    }
    let container = try ModelContainer(
      for: Schema(versionedSchema: TripsV2.self), migrationPlan: TripsPlan.self,
      configurations: [ModelConfiguration(url: url)])
    let trips = try container.mainContext.fetch(
      FetchDescriptor<TripsV2.Trip>(sortBy: [SortDescriptor(\.name)]))
    #expect(trips.map(\.name) == ["Old trip", "Older trip"])
    #expect(trips.map(\.stars) == [1, 1])
    #expect(TripsPlan.didMigrateCount.withLock { $0 } == 2)
  }

  @Test func aNewPropertyWithoutAValueOrAPlanIsAClearError() throws {
    let url = storeURL()
    do {
      let container = try ModelContainer(
        for: Schema(versionedSchema: TripsV1.self), migrationPlan: TripsPlanV1Only.self,
        configurations: [ModelConfiguration(url: url)])
      container.mainContext.insert(TripsV1.Trip(title: "Old"))
      try container.mainContext.save()
    }
    #expect {
      _ = try ModelContainer(
        for: Schema([TripsV3.Trip.self]), configurations: [ModelConfiguration(url: url)])
    } throws: { error in
      (error as? SwiftDataError)?.code == "newColumnWithoutValue"
    }
  }
}
