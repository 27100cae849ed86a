import Foundation
import SwiftData
import Testing
import Waypoint
import WaypointTesting

/// Trips by name, each pushing its stops; a field and a button add a trip.
private struct TripsView: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \Trip.name) private var trips: [Trip]
  @State private var newName = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(trips) { trip in
          NavigationLink(trip.name, value: trip)
        }
      }
      .navigationTitle("Trips (\(trips.count))")
      .navigationDestination(for: Trip.self) { trip in
        TripDetail(trip: trip)
      }
      .toolbar {
        TextField("New trip", text: $newName)
        Button("Add") {
          context.insert(Trip(name: newName, code: newName.uppercased()))
          newName = ""
        }
      }
    }
  }
}

private struct TripDetail: View {
  @Environment(\.modelContext) private var context
  @Environment(\.dismiss) private var dismiss
  @Bindable var trip: Trip

  var body: some View {
    Form {
      TextField("Name", text: $trip.name)
      Button("Delete trip") {
        context.delete(trip)
        dismiss()
      }
    }
    .navigationTitle(trip.name)
  }
}

/// Trips whose name contains what the search field holds, made in `init` as apps do.
private struct SearchResults: View {
  @Query private var trips: [Trip]

  init(search: String) {
    _trips = Query(
      filter: #Predicate { search.isEmpty || $0.name.localizedStandardContains(search) },
      sort: [SortDescriptor(\Trip.name)])
  }

  var body: some View {
    List(trips) { Text($0.name) }
  }
}

private struct SearchingTrips: View {
  @State private var search = ""
  var body: some View {
    VStack {
      TextField("Search", text: $search)
      SearchResults(search: search)
    }
  }
}

@MainActor
@Suite struct QueryTests {
  func container(_ names: [String]) throws -> ModelContainer {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for name in names { container.mainContext.insert(Trip(name: name, code: name)) }
    try container.mainContext.save()
    return container
  }

  @Test func aQueryShowsTheStoredModelsInOrderAndFollowsInserts() throws {
    let container = try container(["Rome", "Oslo"])
    let host = ViewHost(TripsView().modelContainer(container))
    #expect(host.navigationTitles == ["Trips (2)"])
    #expect(
      host.render().firstRange(of: "Oslo")!.lowerBound
        < host.render().firstRange(of: "Rome")!.lowerBound)
    try host.type("Bergen", into: "New trip")
    try host.tap("Add")
    #expect(host.navigationTitles == ["Trips (3)"])
    let names = try container.mainContext.fetch(
      FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
    )
    .map(\.name)
    #expect(names == ["Bergen", "Oslo", "Rome"])
  }

  @Test func editingAModelInADetailReordersTheListAndDeletingRemovesIt() throws {
    let container = try container(["Rome", "Oslo"])
    let host = ViewHost(TripsView().modelContainer(container))
    try host.tap("Oslo")
    #expect(host.navigationTitles == ["Trips (2)", "Oslo"])
    try host.replaceText(in: "Name", with: "Zurich")
    #expect(host.navigationTitles == ["Trips (2)", "Zurich"])
    try host.back()
    let rendered = host.render()
    #expect(
      rendered.firstRange(of: "Rome")!.lowerBound < rendered.firstRange(of: "Zurich")!.lowerBound)
    try host.tap("Rome")
    try host.tap("Delete trip")
    #expect(host.navigationTitles == ["Trips (1)"])
    try container.mainContext.save()
    #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>()).map(\.name) == ["Zurich"])
  }

  @Test func aQueryMadeInInitFollowsItsArguments() throws {
    let container = try container(["Ålesund", "Oslo", "Bodø"])
    let host = ViewHost(SearchingTrips().modelContainer(container))
    #expect(
      host.render() == """
        VStack
          TextField "Search" = "" [setText]
          List
            Row
              Text "Bodø"
            Row
              Text "Oslo"
            Row
              Text "Ålesund"
        """)
    try host.type("ale", into: "Search")
    #expect(
      host.render() == """
        VStack
          TextField "Search" = "ale" [setText]
          List
            Row
              Text "Ålesund"
        """)
  }

  @Test func aQueryWithoutAContainerShowsNothingInsteadOfStopping() throws {
    let host = ViewHost(SearchingTrips())
    #expect(
      host.render() == """
        VStack
          TextField "Search" = "" [setText]
          List
        """)
  }
}
