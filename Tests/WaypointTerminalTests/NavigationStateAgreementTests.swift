import Foundation
import Testing
import Waypoint
import WaypointTerminal

@testable import Recipes

/// The terminal shows what the navigation state says: its title line names the front screen
/// (and the screen Back leads to), or each visible column's screen at regular width.
@MainActor
@Suite("The terminal and the navigation state agree")
struct NavigationStateAgreementTests {
  private static let links = [
    "recipes://recipe/shakshuka", "recipes://category/desserts", "recipes://chef/sam-porter",
    "recipes://recipe/apple-pie", "recipes://search?q=lentil",
  ]

  /// The first line of the window: the title line (the bars of the visible columns).
  private func titleLine(_ session: TerminalSession) -> String {
    String(session.screen.plainText.split(separator: "\n").first ?? "")
  }

  @Test("at compact width, through deep links, one of them to the Search tab")
  func compact() async throws {
    let runtime = ViewRuntime(app: RecipesApp(), horizontalSizeClass: .compact)
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 80, height: 12, usesColor: false)
    for link in Self.links {
      runtime.open(try #require(URL(string: link)))
      await runtime.settle()
      let state = try #require(runtime.scenes.first?.navigationState)
      let line = titleLine(session)
      if let title = state.frontScreen?.title, !title.isEmpty {
        #expect(line.contains(title), "\(link): \(line)")
      }
      if state.depth > 0 {
        let back = state.screenTitles[state.depth - 1]
        #expect(line.contains("‹ \(back)"), "\(link): \(line)")
      }
    }
  }

  @Test("at regular width, each visible column's title is on the title line, in order")
  func regular() async throws {
    let runtime = ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular)
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 160, height: 12, usesColor: false)
    for link in Self.links {
      runtime.open(try #require(URL(string: link)))
      await runtime.settle()
      let state = try #require(runtime.scenes.first?.navigationState)
      let line = titleLine(session)
      var rest = Substring(line)
      for title in state.visibleColumns where !title.isEmpty {
        let found = rest.range(of: title)
        #expect(found != nil, "\(link): \(title) in \(line)")
        if let found { rest = rest[found.upperBound...] }
      }
    }
  }

  @Test("a stack inside another stack's screen: the title line is the state's front screen")
  func nestedStacks() async throws {
    struct Nested: View {
      var body: some View {
        NavigationStack {
          VStack {
            Text("Outer content")
            NavigationStack {
              List { NavigationLink("Open inner", value: 1) }
                .navigationTitle("Inner")
                .navigationDestination(for: Int.self) {
                  Text("Detail \($0)").navigationTitle("Inner detail")
                }
            }
          }
          .navigationTitle("Outer")
        }
      }
    }
    let runtime = ViewRuntime(Nested())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 60, height: 12, usesColor: false)
    #expect(runtime.scenes.first?.navigationState.frontScreen?.title == "Inner")
    #expect(titleLine(session).contains("Inner"), "\(session.screen.plainText)")
    #expect(session.screen.plainText.contains("Outer content"))
  }
}
