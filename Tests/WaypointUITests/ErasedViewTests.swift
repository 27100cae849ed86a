import Testing
import Waypoint
import WaypointTesting

/// `Field` under another type, to change the type an `AnyView` holds.
private struct OtherNote: View {
  let title: String
  @State private var text = ""

  var body: some View {
    TextField(title, text: $text)
  }
}

/// An erased field whose type flips, beside one that only updates.
private struct Erased: View {
  @State private var other = false
  @State private var bumps = 0

  var body: some View {
    VStack {
      Button("Flip") { other.toggle() }
      Button("Bump") { bumps += 1 }
      Text("Bumps: \(bumps)")
      other ? AnyView(OtherNote(title: "Flipping")) : AnyView(Field(title: "Flipping"))
      AnyView(AnyView(Field(title: "Steady")))
    }
  }
}

@MainActor
@Suite("Erased views")
struct ErasedViewTests {
  @Test("an erased view keeps its state while the type it holds stays the same")
  func sameTypeKeepsState() throws {
    let host = ViewHost(Erased())
    try host.type("kept", into: "Steady")
    try host.type("also kept", into: "Flipping")
    try host.tap("Bump")
    #expect(host.elements(labeled: "Bumps: 1").count == 1)
    #expect(text(of: "Steady", in: host) == "kept")
    #expect(text(of: "Flipping", in: host) == "also kept")
  }

  @Test("an erased view that holds another type gets a new view, and its state starts afresh")
  func otherTypeReplacesState() throws {
    let host = ViewHost(Erased())
    try host.type("typed", into: "Flipping")
    try host.type("kept", into: "Steady")
    try host.tap("Flip")
    #expect(text(of: "Flipping", in: host) == "")
    try host.type("again", into: "Flipping")
    try host.tap("Flip")
    #expect(text(of: "Flipping", in: host) == "")
    #expect(text(of: "Steady", in: host) == "kept")
  }

  @Test("an erased view adds no node to the graph: the view it holds takes its place")
  func noNodeOfItsOwn() {
    struct Plain: View {
      var body: some View {
        VStack {
          Text("One")
          Text("Two").padding()
        }
      }
    }
    struct Wrapped: View {
      var body: some View {
        VStack {
          AnyView(Text("One"))
          AnyView(AnyView(Text("Two")).padding())
        }
      }
    }
    let plain = ViewHost(Plain()).nodeCount
    let wrapped = ViewHost(Wrapped()).nodeCount
    #expect(plain == wrapped)
    #expect(plain > 0)
  }
}
