import Testing
import WaypointTesting

@testable import Waypoint

/// Text snapshots that keep to what a test is about: what is on screen, without modifiers, to
/// a depth.
@MainActor
@Suite("Filtered text snapshots")
struct SnapshotFilterTests {
  private struct Books: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Dune", value: "Dune")
          Text("Hidden note").hidden()
        }
        .navigationTitle("Books")
        .navigationDestination(for: String.self) { title in
          Text(title).font(.headline).navigationTitle(title)
        }
      }
    }
  }

  @Test("on screen only leaves out the covered screen and hidden views")
  func onScreenOnly() throws {
    let host = ViewHost(Books())
    try host.tap("Dune")
    let all = host.render()
    let shown = host.render(TextSnapshot.Options(onScreenOnly: true))
    #expect(all.contains(#"Screen 0 "Books" (covered)"#))
    #expect(!shown.contains("Books\" (covered)"))
    #expect(shown.contains(#"Text "Dune" .font(.headline)"#))
  }

  @Test("without modifiers, and to a depth")
  func modifiersAndDepth() throws {
    let host = ViewHost(Books())
    try host.tap("Dune")
    let plain = host.render(TextSnapshot.Options(onScreenOnly: true, showsModifiers: false))
    #expect(plain.contains(#"Text "Dune""#))
    #expect(!plain.contains(".font("))
    let shallow = host.render(TextSnapshot.Options(maxDepth: 1))
    #expect(shallow.split(separator: "\n").allSatisfy { !$0.hasPrefix("    ") })
    #expect(host.render(TextSnapshot.Options()) == host.render())
  }
}
