import Foundation
import SwiftData
import Testing

@MainActor
@Suite struct FetchDescriptorTests {
  /// A context holding trips named `names` (codes "C0", "C1"…), saved or not.
  func context(_ names: [String], saved: Bool = true) throws -> ModelContext {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.autosaveEnabled = false
    for (index, name) in names.enumerated() {
      let trip = Trip(
        name: name, code: "C\(index)", start: Date(timeIntervalSinceReferenceDate: Double(index)))
      trip.kind = index.isMultiple(of: 2) ? .leisure : .business
      context.insert(trip)
    }
    if saved { try context.save() }
    return context
  }

  @Test(arguments: [true, false])
  func aPredicateAndASortChooseAndOrderTheModels(saved: Bool) throws {
    let context = try context(["Oslo", "Bergen", "Tromsø", "Bodø", "Ålesund"], saved: saved)
    let descriptor = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.name.contains("o") }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(descriptor).map(\.name) == ["Bodø", "Oslo", "Tromsø"])
    #expect(try context.fetchCount(descriptor) == 3)
  }

  @Test(arguments: [true, false])
  func limitsAndOffsetsPageTheOrderedResult(saved: Bool) throws {
    let context = try context(["a", "b", "c", "d", "e"], saved: saved)
    var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start, order: .reverse)])
    descriptor.fetchLimit = 2
    descriptor.fetchOffset = 1
    #expect(try context.fetch(descriptor).map(\.name) == ["d", "c"])
  }

  @Test func comparisonsOfDatesEnumsAndOptionalsAreEvaluatedByTheStore() throws {
    let context = try context(["a", "b", "c", "d"])
    let cutoff = Date(timeIntervalSinceReferenceDate: 1)
    let business = TripKind.business
    let recent = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.start > cutoff && $0.kind == business },
      sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(recent).map(\.name) == ["d"])
    let unbudgeted = FetchDescriptor<Trip>(predicate: #Predicate { $0.budget == nil })
    #expect(try context.fetchCount(unbudgeted) == 4)
  }

  @Test func unsavedChangesCountInAFetch() throws {
    let context = try context(["Oslo", "Bergen"])
    let bergen = try #require(
      try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Bergen" }))
        .first)
    bergen.name = "Stavanger"
    context.insert(Trip(name: "Sandnes", code: "S"))
    let oslo = try #require(
      try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Oslo" })).first)
    context.delete(oslo)
    let startingWithS = FetchDescriptor<Trip>(
      predicate: #Predicate { $0.name.starts(with: "S") }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(startingWithS).map(\.name) == ["Sandnes", "Stavanger"])
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 2)
    var withoutPending = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
    withoutPending.includePendingChanges = false
    #expect(try context.fetch(withoutPending).map(\.code) == ["C1", "C0"])
  }

  @Test func aLocalizedStandardSearchMatchesWithoutCaseOrAccents() throws {
    let context = try context(["Tromsø", "Ålesund", "Bodø"])
    let term = "ALE"
    let found = try context.fetch(
      FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains(term) }))
    #expect(found.map(\.name) == ["Ålesund"])
  }

  @Test func aPredicateTheStoreCannotEvaluateIsEvaluatedOnTheModels() throws {
    let context = try context(["Oslo", "Bergen", "Tromsø"])
    let found = try context.fetch(
      FetchDescriptor<Trip>(
        predicate: #Predicate { $0.tags.isEmpty && $0.name.count > 4 },
        sortBy: [SortDescriptor(\.name)]))
    #expect(found.map(\.name) == ["Bergen", "Tromsø"])
  }

  @Test func deletingByPredicateRemovesTheMatchingModels() throws {
    let context = try context(["a", "b", "c"])
    try context.delete(model: Trip.self, where: #Predicate { $0.name != "b" })
    try context.save()
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["b"])
  }
}
