import Testing
import Waypoint
import WaypointTesting

private struct StateNotes: View {
  @State private var note = ""
  var body: some View {
    NavigationStack {
      NavigationLink("Day", value: 1)
        .navigationDestination(for: Int.self) { _ in
          TextField("Note", text: $note)
        }
    }
  }
}

private struct SceneStorageNotes: View {
  @SceneStorage("note") private var note = ""
  var body: some View {
    NavigationStack {
      NavigationLink("Day", value: 1)
        .navigationDestination(for: Int.self) { _ in
          TextField("Note", text: $note)
        }
    }
  }
}

private struct SheetNotes: View {
  @State private var shown = true
  var body: some View {
    Text("Beneath").sheet(isPresented: $shown) { SceneStorageNotes() }
  }
}

@MainActor
@Suite("A pushed screen's bindings to its presenter")
struct DestinationBindingTests {
  @Test("a field bound to the presenter's @State shows what was typed")
  func state() throws {
    let host = ViewHost(StateNotes())
    try host.tap("Day")
    try host.type("cream", into: "Note")
    #expect(try host.text(in: "Note") == "cream")
  }

  @Test("a field bound to the presenter's @SceneStorage shows what was typed")
  func sceneStorage() throws {
    let host = ViewHost(SceneStorageNotes())
    try host.tap("Day")
    try host.type("cream", into: "Note")
    #expect(try host.text(in: "Note") == "cream")
  }

  @Test("in a sheet, a field bound to the presenter's @SceneStorage shows what was typed")
  func sceneStorageInSheet() throws {
    let host = ViewHost(SheetNotes())
    try host.tap("Day")
    try host.type("cream", into: "Note")
    #expect(try host.text(in: "Note") == "cream")
  }
}
