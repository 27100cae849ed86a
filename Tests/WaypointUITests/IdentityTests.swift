import Testing
import Waypoint
import WaypointTesting

private struct Conditional: View {
  @State var showsField = true
  @State var hidesField = false

  var body: some View {
    VStack {
      Button("Flip") { showsField.toggle() }
      Button("Hide") { hidesField.toggle() }
      if showsField {
        Field(title: "Conditional")
      }
      if hidesField {
        Field(title: "Steady").hidden()
      } else {
        Field(title: "Steady")
      }
      Field(title: "Kept").opacity(hidesField ? 0 : 1)
    }
  }
}

private struct Identified: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Button("Reset") { generation += 1 }
      Field(title: "Identified").id(generation)
    }
  }
}

private struct Row: Identifiable, Equatable {
  let id: Int
  let name: String
}

private struct Rows: View {
  @State private var rows = [
    Row(id: 1, name: "One"), Row(id: 2, name: "Two"), Row(id: 3, name: "Three"),
  ]

  var body: some View {
    VStack {
      Button("Reverse") { rows.reverse() }
      Button("Drop first") { rows.removeFirst() }
      ForEach(rows) { row in
        Field(title: row.name)
      }
    }
  }
}

@MainActor
@Suite("Identity decides state")
struct IdentityTests {
  @Test("an if that removes a view destroys its state")
  func conditionalDestroysState() throws {
    let host = ViewHost(Conditional())
    try host.type("draft", into: "Conditional")
    #expect(text(of: "Conditional", in: host) == "draft")
    try host.tap("Flip")
    #expect(text(of: "Conditional", in: host) == nil)
    try host.tap("Flip")
    #expect(text(of: "Conditional", in: host) == "")
  }

  @Test("a view that stays keeps its state, also through an if/else of the same position")
  func stayingViewKeepsState() throws {
    let host = ViewHost(Conditional())
    try host.type("kept", into: "Kept")
    try host.tap("Hide")
    try host.tap("Hide")
    #expect(text(of: "Kept", in: host) == "kept")
  }

  @Test("if/else branches are different views, so switching branches resets state")
  func branchesAreDifferentViews() throws {
    let host = ViewHost(Conditional())
    try host.type("typed", into: "Steady")
    try host.tap("Hide")
    #expect(host.render().contains(#"TextField "Steady" = "" .hidden() [setText]"#))
    try host.tap("Hide")
    #expect(text(of: "Steady", in: host) == "")
  }

  @Test("a hidden view keeps its state and cannot be interacted with")
  func hiddenKeepsState() throws {
    struct Stamp: View {
      @State private var stamp = UUID().uuidString
      var body: some View {
        VStack {
          Text(stamp)
          Button("Inside") {}
        }
      }
    }
    struct Parent: View {
      @State var bumps = 0
      var body: some View {
        VStack {
          Button("Bump") { bumps += 1 }
          Text("Bumps: \(bumps)")
          Stamp().hidden()
        }
      }
    }
    let host = ViewHost(Parent())
    let before = host.render()
    try host.tap("Bump")
    let after = host.render()
    #expect(after.contains("Bumps: 1"))
    #expect(before.replacingOccurrences(of: "Bumps: 0", with: "Bumps: 1") == after)
    #expect(throws: HostError.self) { try host.tap("Inside") }
  }

  @Test("changing .id resets the view's state")
  func idChangeResets() throws {
    let host = ViewHost(Identified())
    try host.type("before", into: "Identified")
    try host.tap("Reset")
    #expect(text(of: "Identified", in: host) == "")
  }

  @Test("ForEach rows keep their state when reordered, and lose it when removed")
  func forEachReorder() throws {
    let host = ViewHost(Rows())
    try host.type("1", into: "One")
    try host.type("3", into: "Three")
    try host.tap("Reverse")
    #expect(
      host.visibleElements.compactMap { element -> String? in
        if case .textField(let title, let text, _) = element.role { return "\(title)=\(text)" }
        return nil
      } == ["Three=3", "Two=", "One=1"])
    try host.tap("Drop first")
    #expect(text(of: "Three", in: host) == nil)
    #expect(text(of: "One", in: host) == "1")
  }

  @Test("ForEach with a duplicate id reports it")
  func duplicateIDs() {
    struct Duplicates: View {
      var body: some View {
        VStack {
          ForEach([1, 2, 1], id: \.self) { Text("\($0)") }
        }
      }
    }
    let host = ViewHost(Duplicates())
    #expect(host.diagnostics.map(\.code) == [.duplicateForEachID])
  }
}
