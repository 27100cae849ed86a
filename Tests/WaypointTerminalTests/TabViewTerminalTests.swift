import Testing
import Waypoint

@testable import WaypointTerminal

/// Two tabs, each with its own stack.
private struct Library: View {
  var body: some View {
    TabView {
      Tab("Books", systemImage: "books.vertical") {
        NavigationStack {
          List {
            NavigationLink("Dune", value: "Dune")
            NavigationLink("Emma", value: "Emma")
          }
          .navigationTitle("Books")
          .navigationDestination(for: String.self) { Text("About \($0)").navigationTitle($0) }
        }
      }
      Tab("Settings", systemImage: "gear") {
        NavigationStack { Text("Nothing to set").navigationTitle("Settings") }
      }
      .badge(2)
      Tab(role: .search) { Text("Search here") }
    }
  }
}

@MainActor
@Suite("Tab views in the terminal")
struct TabViewTerminalTests {
  private func press(_ keys: Key..., in session: TerminalSession) async {
    for key in keys { _ = await session.handle(key) }
  }

  @Test("the tab bar is the bottom line above the hint, under a rule")
  func snapshot() {
    #expect(
      trimmed(screenText(of: Library(), width: 50, height: 10)) == """
                              Books
        ──────────────────────────────────────────────────
        ▸   Dune                                        ›
            Emma                                        ›



        ──────────────────────────────────────────────────
          Books   ⚙ Settings (2)   ⌕ Search
         ↑/↓ move · enter open · esc back · q quit
        """)
  }

  @Test("number keys and [ ] switch tabs, each keeping its screen; the selected tab again pops")
  func keyboard() async {
    let session = TerminalSession(
      runtime: ViewRuntime(Library()), width: 50, height: 10, usesColor: false)
    await press(.enter, in: session)  // Dune
    #expect(session.screen.plainText.contains("About Dune"))
    await press(.character("2"), in: session)
    #expect(session.screen.plainText.contains("Nothing to set"))
    await press(.character("]"), in: session)
    #expect(session.screen.plainText.contains("Search here"))
    await press(.character("]"), in: session)
    #expect(session.screen.plainText.contains("About Dune"), "the Books tab kept its screen")
    await press(.character("1"), in: session)
    #expect(session.screen.plainText.contains("Emma"), "selecting Books again popped to its root")
  }
}
