import Foundation
import Testing
import Waypoint

@testable import Recipes
@testable import WaypointTerminal

/// Fifty rows with buttons that scroll to a row by its `ForEach` id, and to a section by `.id`.
private struct LongRows: View {
  var body: some View {
    ScrollViewReader { proxy in
      List {
        Section {
          Button("To the last row") { proxy.scrollTo(49, anchor: .bottom) }
          Button("To the notes") { proxy.scrollTo("notes", anchor: .top) }
          Button("To nowhere") { proxy.scrollTo("missing") }
        }
        Section("Rows") {
          ForEach(0..<50, id: \.self) { index in
            Text("Row \(index)")
          }
        }
        Section("Notes") {
          Text("Last words")
        }
        .id("notes")
      }
    }
  }
}

@MainActor
@Suite("ScrollViewProxy.scrollTo scrolls the terminal")
struct ScrollViewReaderTerminalTests {
  private func tap(_ label: String, in session: TerminalSession) async throws {
    let runtime = session.runtime
    let element = try #require(
      runtime.scenes.first?.reachableElements.flatMap(\.allElements).first {
        $0.label == label && $0.actions.contains(.tap)
      })
    try runtime.perform(.tap, on: element)
    await runtime.settle()
  }

  @Test("scrolling to a row by its ForEach id shows it at the anchor, and the window stays there")
  func rowAtBottom() async throws {
    let runtime = ViewRuntime(LongRows())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 40, height: 12, usesColor: false)
    #expect(session.screen.plainText.contains("To the last row"))
    #expect(!session.screen.plainText.contains("Row 49"))
    try await tap("To the last row", in: session)
    let lines = session.screen.plainText.split(separator: "\n").map(String.init)
    let last = try #require(lines.lastIndex { $0.contains("Row 49") })
    #expect(lines.suffix(from: last + 1).allSatisfy { !$0.contains("Row ") }, "Row 49 shows last")
    #expect(!session.screen.plainText.contains("To the last row"))
    // The next frame, with nothing new asked, keeps the window where the request put it.
    session.redrawAll()
    #expect(session.screen.plainText.contains("Row 49"))
  }

  @Test("scrolling to a section by .id near the end shows it, as far as the content goes")
  func sectionAtTop() async throws {
    let runtime = ViewRuntime(LongRows())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 40, height: 12, usesColor: false)
    _ = session.screen
    try await tap("To the notes", in: session)
    let lines = session.screen.plainText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("Notes") } && lines.contains { $0.contains("Last words") })
    #expect(lines.first?.contains("Row 42") == true, "the window ends at the content's end")
  }

  @Test("a request for an id no view has leaves the window where it was")
  func unknownID() async throws {
    let runtime = ViewRuntime(LongRows())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 40, height: 12, usesColor: false)
    let before = session.screen.plainText
    try await tap("To nowhere", in: session)
    #expect(session.screen.plainText == before)
  }

  @Test("In the recipes app, Jump to Method scrolls the recipe to its method")
  func recipesJumpToMethod() async throws {
    let runtime = ViewRuntime(app: RecipesApp())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 160, height: 16, usesColor: false)
    runtime.open(try #require(URL(string: "recipes://recipe/minestrone")))
    await runtime.settle()
    #expect(!session.screen.plainText.contains("1. "))
    try await tap("Jump to Method", in: session)
    let rows = session.screen.plainText.split(separator: "\n").map(String.init)
    // The detail column's first content rows, below its bar and the rule under it: Method is
    // as high as the content, which ends with two related recipes, lets it go.
    let detail = rows.dropFirst(2).prefix(2).map { String($0.suffix(91)) }
    #expect(detail.contains { $0.contains("Method") }, "got \(session.screen.plainText)")
    #expect(!session.screen.plainText.contains("Plan Meal"))
    #expect(session.screen.plainText.contains("1. "))
  }
}
