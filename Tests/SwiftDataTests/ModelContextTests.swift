import Foundation
import SwiftData
import Testing

@MainActor
@Suite struct ModelContextTests {
  func container() throws -> ModelContainer {
    try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func insertedModelsAreFetchedWithTheirValues() throws {
    let context = try container().mainContext
    let trip = Trip(name: "Lisbon", code: "LIS")
    trip.budget = Budget(amount: 900, currency: "EUR")
    trip.kind = .business
    trip.tags = ["sea", "food"]
    context.insert(trip)
    try context.save()
    let found = try context.fetch(FetchDescriptor<Trip>())
    #expect(found.count == 1)
    #expect(found.first === trip)
    #expect(trip.persistentModelID.entityName == "Trip")
  }

  @Test func aSecondContextRestoresEveryKindOfValueFromTheStore() throws {
    let container = try container()
    let trip = Trip(name: "Lisbon", code: "LIS", start: Date(timeIntervalSinceReferenceDate: 86400))
    trip.budget = Budget(amount: 900, currency: "EUR")
    trip.kind = .business
    trip.tags = ["sea", "food"]
    container.mainContext.insert(trip)
    try container.mainContext.save()
    let other = ModelContext(container)
    let restored = try #require(try other.fetch(FetchDescriptor<Trip>()).first)
    #expect(restored !== trip)
    #expect(restored.name == "Lisbon")
    #expect(restored.code == "LIS")
    #expect(restored.start == Date(timeIntervalSinceReferenceDate: 86400))
    #expect(restored.kind == .business)
    #expect(restored.budget == Budget(amount: 900, currency: "EUR"))
    #expect(restored.tags == ["sea", "food"])
    #expect(restored.viewCount == 0)
  }
}
