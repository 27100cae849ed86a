import Testing
import Waypoint
import WaypointTesting

private enum Kind: String, CaseIterable, Identifiable, Hashable, Codable {
  case fruit, vegetable
  var id: Self { self }
}

private struct KindDetail: View {
  let kind: Kind
  @State private var note = ""
  var body: some View {
    VStack {
      Text("All about \(kind.rawValue)")
      TextField("Note", text: $note)
      NavigationLink("Count 3", value: 3)
    }
    .navigationTitle(kind.rawValue.capitalized)
  }
}

private struct Catalog: View {
  var body: some View {
    NavigationStack {
      List(Kind.allCases) { kind in
        NavigationLink(kind.rawValue, value: kind)
      }
      .navigationTitle("Kinds")
      .navigationDestination(for: Kind.self) { kind in
        KindDetail(kind: kind)
      }
      .navigationDestination(for: Int.self) { number in
        Text("Number \(number)").navigationTitle("Number")
      }
    }
  }
}

@MainActor
@Suite("NavigationStack basics")
struct NavigationStackBasicsTests {
  @Test("tapping a link pushes its destination; back pops it")
  func pushAndPop() throws {
    let host = ViewHost(Catalog())
    #expect(host.navigationTitle == "Kinds")
    try host.tap("fruit")
    #expect(host.navigationTitles == ["Kinds", "Fruit"])
    #expect(host.render().contains(#"Text "All about fruit""#))
    try host.type("ripe", into: "Note")
    try host.tap("Count 3")
    #expect(host.navigationTitle == "Number")
    try host.back()
    #expect(host.navigationTitle == "Fruit")
    #expect(host.render().contains(#"TextField "Note" = "ripe""#))
    try host.back()
    #expect(host.navigationDepth == 0)
    #expect(throws: HostError.noBackButton(screen: "Kinds")) { try host.back() }
    print(host.render())
  }
}
