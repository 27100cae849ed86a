import Testing
import Waypoint
import WaypointTesting

@MainActor
private final class Taps {
  var names: [String] = []
}

/// A stack whose root has a button, and whose pushed screen has one too.
private struct TwoScreens: View {
  let taps: Taps
  var body: some View {
    NavigationStack {
      VStack {
        Button("Root button") { taps.names.append("root") }
        NavigationLink("Open", value: 1)
      }
      .navigationTitle("Root")
      .navigationDestination(for: Int.self) { _ in
        Button("Pushed button") { taps.names.append("pushed") }.navigationTitle("Pushed")
      }
    }
  }
}

@MainActor
@Suite("The runtime decides what can be acted on")
struct InteractionRulesTests {
  @Test("an element on a covered screen is refused, and its action does not run")
  func coveredRefused() throws {
    let taps = Taps()
    let host = ViewHost(TwoScreens(taps: taps))
    let rootButton = try #require(host.elements(labeled: "Root button").first)
    try host.tap("Open")
    #expect(host.runtime.visibility(of: rootButton.id) == .offScreen(.covered))
    #expect(throws: InteractionError.notOnScreen(element: rootButton.summary, reason: .covered)) {
      try host.runtime.perform(.tap, on: rootButton)
    }
    #expect(taps.names.isEmpty)
    try host.back()
    try host.runtime.perform(.tap, on: rootButton)
    #expect(taps.names == ["root"], "uncovered again, it acts")
  }

  @Test("a hidden element is refused")
  func hiddenRefused() throws {
    struct Hiding: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Text("Count \(count)")
          Button("Add") { count += 1 }.hidden()
        }
      }
    }
    let host = ViewHost(Hiding())
    #expect(host.elements(labeled: "Add").isEmpty, "the driver does not find it")
    let add = try #require(
      host.tree.flatMap(\.allElements).first { $0.isHidden && $0.actions.contains(.tap) })
    #expect(host.runtime.visibility(of: add.id) == .offScreen(.hidden))
    #expect(throws: InteractionError.notOnScreen(element: add.summary, reason: .hidden)) {
      try host.runtime.perform(.tap, on: add)
    }
    #expect(host.render().contains(#"Text "Count 0""#))
  }

  @Test("an element of a popped screen is stale: refused, and its closure was released")
  func staleRefused() throws {
    let taps = Taps()
    let host = ViewHost(TwoScreens(taps: taps))
    try host.tap("Open")
    let pushedButton = try #require(host.elements(labeled: "Pushed button").first)
    try host.back()
    #expect(host.runtime.visibility(of: pushedButton.id) == .removed)
    #expect(host.runtime.element(withID: pushedButton.id) == nil)
    #expect(throws: InteractionError.stale(element: pushedButton.summary)) {
      try host.runtime.perform(.tap, on: pushedButton)
    }
    #expect(taps.names.isEmpty)
  }

  @Test("an element kept from before a change acts through its current version")
  func currentVersion() throws {
    struct Counter: View {
      @State private var count = 0
      var body: some View {
        Button("Tapped \(count)") { count += 1 }
      }
    }
    let host = ViewHost(Counter())
    let first = try #require(host.elements(labeled: "Tapped 0").first)
    try host.runtime.perform(.tap, on: first)
    try host.runtime.perform(.tap, on: first)
    #expect(host.render() == #"Button "Tapped 2" [tap]"#)
    #expect(host.runtime.element(withID: first.id)?.label == "Tapped 2")
  }

  @Test("the driver reports the runtime's refusal with its reason")
  func driverCarriesReason() throws {
    let taps = Taps()
    let host = ViewHost(TwoScreens(taps: taps))
    let rootButton = try #require(host.elements(labeled: "Root button").first)
    try host.tap("Open")
    #expect(
      throws: HostError.unreachable(
        verb: "tap", label: "Root button",
        reason: "it is on the covered screen “Root”: `back()` first")
    ) {
      try host.tap("Root button")
    }
    #expect(host.runtime.parent(of: rootButton.id).map { TextSnapshot.line(for: $0) } == "VStack")
  }

  @Test("a row of a list that was removed is stale, and selecting it changes nothing")
  func staleRow() throws {
    struct Picker: View {
      @State private var selection: Int?
      @State private var showsList = true
      var body: some View {
        VStack {
          Text("Selected \(selection.map(String.init) ?? "none")")
          Button("Close") { showsList = false }
          if showsList {
            List(selection: $selection) {
              Text("One").tag(1)
              Text("Two").tag(2)
            }
          }
        }
      }
    }
    let host = ViewHost(Picker())
    let row = try #require(
      host.visibleElements.first { $0.label == "Two" && $0.actions.contains(.select) })
    try host.tap("Close")
    #expect(throws: InteractionError.stale(element: row.summary)) {
      try host.runtime.perform(.select, on: row)
    }
    #expect(host.render().contains(#"Text "Selected none""#))
  }
}
