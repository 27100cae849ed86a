import Foundation
import SwiftData
import Testing

@MainActor
@Suite struct RelationshipTests {
  func container() throws -> ModelContainer {
    try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  @Test func theSchemaReachesTypesThroughRelationships() throws {
    let schema = try container().schema
    #expect(Set(schema.entities.map(\.name)) == ["Trip", "Stop", "Traveller", "Badge"])
    let trip = try #require(schema.entitiesByName["Trip"])
    #expect(trip.relationships.first { $0.name == "stops" }?.inverseName == "trip")
    #expect(trip.relationships.first { $0.name == "traveller" }?.inverseName == "trips")
    #expect(trip.uniquenessConstraints == [["code"]])
  }

  @Test func settingOneSideKeepsTheOtherInStep() throws {
    let context = try container().mainContext
    let trip = Trip(name: "Rome", code: "ROM")
    let stop = Stop(place: "Colosseum")
    context.insert(trip)
    stop.trip = trip
    #expect(trip.stops.map(\.place) == ["Colosseum"])
    #expect(stop.modelContext === context)
    let other = Trip(name: "Milan", code: "MIL")
    other.stops.append(stop)
    #expect(stop.trip === other)
    #expect(trip.stops.isEmpty)
  }

  @Test func relationshipsLoadFromTheStoreWhenFirstRead() throws {
    let container = try container()
    let trip = Trip(name: "Rome", code: "ROM")
    trip.stops = [Stop(place: "Forum", nights: 2), Stop(place: "Trastevere")]
    let ada = Traveller(name: "Ada")
    let early = Badge(title: "Early bird")
    ada.badges = [early]
    trip.traveller = ada
    container.mainContext.insert(trip)
    try container.mainContext.save()

    let context = ModelContext(container)
    let restored = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
    #expect(restored.stops.map(\.place).sorted() == ["Forum", "Trastevere"])
    #expect(restored.stops.allSatisfy { $0.trip === restored })
    #expect(restored.traveller?.name == "Ada")
    #expect(restored.traveller?.trips.first === restored)
    #expect(restored.traveller?.badges.map(\.title) == ["Early bird"])
    #expect(restored.traveller?.badges.first?.holders.first === restored.traveller)
  }

  @Test func predicatesFollowRelationships() throws {
    let context = try container().mainContext
    let rome = Trip(name: "Rome", code: "ROM")
    rome.stops = [Stop(place: "Forum", nights: 3)]
    rome.traveller = Traveller(name: "Ada")
    let oslo = Trip(name: "Oslo", code: "OSL")
    oslo.stops = [Stop(place: "Opera"), Stop(place: "Fjord")]
    context.insert(rome)
    context.insert(oslo)
    try context.save()
    let longStays = try context.fetch(
      FetchDescriptor<Trip>(
        predicate: #Predicate { trip in
          trip.stops.contains { $0.nights > 2 }
        }))
    #expect(longStays.map(\.name) == ["Rome"])
    let manyStops = try context.fetch(
      FetchDescriptor<Trip>(predicate: #Predicate { $0.stops.count >= 2 }))
    #expect(manyStops.map(\.name) == ["Oslo"])
    let ada = try context.fetch(
      FetchDescriptor<Trip>(predicate: #Predicate { $0.traveller?.name == "Ada" }))
    #expect(ada.map(\.name) == ["Rome"])
    let inRome = try context.fetch(
      FetchDescriptor<Stop>(predicate: #Predicate { $0.trip?.code == "ROM" }))
    #expect(inRome.map(\.place) == ["Forum"])
  }

  @Test func deletingCascadesAndNullifiesByTheRules() throws {
    let container = try container()
    let context = container.mainContext
    let trip = Trip(name: "Rome", code: "ROM")
    trip.stops = [Stop(place: "Forum"), Stop(place: "Trastevere")]
    let ada = Traveller(name: "Ada")
    trip.traveller = ada
    context.insert(trip)
    try context.save()
    context.delete(trip)
    #expect(ada.trips.isEmpty)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Stop>()) == 0)
    #expect(try context.fetch(FetchDescriptor<Traveller>()).map(\.name) == ["Ada"])
    #expect(trip.isDeleted)
    #expect(trip.modelContext == nil)
    let fresh = ModelContext(container)
    #expect(try fresh.fetch(FetchDescriptor<Traveller>()).first?.trips.isEmpty == true)
  }
}
