import Testing
import Waypoint
import WaypointTesting

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Count: \(count)")
        .font(.title)
      Button("Increment") { count += 1 }
      if count > 1 {
        Text("More than one")
      }
    }
  }
}

@MainActor
@Suite("A counter app")
struct CounterTests {
  @Test("tapping a button changes state and the text shows it")
  func increments() throws {
    let host = ViewHost(Counter())
    #expect(
      host.render() == """
        VStack(alignment: .leading, spacing: 8)
          Text "Count: 0" .font(.title)
          Button "Increment" [tap]
        """)
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(
      host.render() == """
        VStack(alignment: .leading, spacing: 8)
          Text "Count: 2" .font(.title)
          Button "Increment" [tap]
          Text "More than one"
        """)
  }

  @Test("a tap on a label that does not exist lists the candidates")
  func unknownLabel() {
    let host = ViewHost(Counter())
    #expect(throws: HostError.noMatch(verb: "tap", label: "Decrement", candidates: ["Increment"])) {
      try host.tap("Decrement")
    }
  }
}
