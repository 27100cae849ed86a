import Testing
import Waypoint
import WaypointTesting

@MainActor
private final class Token {}

@MainActor
private final class WeakToken {
  weak var token: Token?
}

/// A stack whose destination closure captures a token its view keeps in state.
private struct StackHolder: View {
  let probe: WeakToken
  @State private var token = Token()

  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: 1)
        .navigationDestination(for: Int.self) { [token] number in
          Text("Screen \(number) of \(ObjectIdentifier(token).hashValue)")
        }
    }
    .onAppear { probe.token = token }
  }
}

/// Shows the stack until "Remove" is tapped.
private struct Removable: View {
  let probe: WeakToken
  @State private var shows = true

  var body: some View {
    VStack {
      Button("Remove") { shows = false }
      if shows { StackHolder(probe: probe) }
    }
  }
}

@MainActor
@Suite("What a removed stack leaves behind")
struct StackLifetimeTests {
  @Test("a stack removed from the tree is freed, with everything its destinations captured")
  func removedStackIsFreed() throws {
    let probe = WeakToken()
    let host = ViewHost(Removable(probe: probe))
    try host.tap("Open")
    #expect(probe.token != nil)
    try host.tap("Remove")
    #expect(
      host.render() == """
        VStack
          Button "Remove" [tap]
        """)
    #expect(probe.token == nil, "nothing keeps the removed stack")
  }
}
