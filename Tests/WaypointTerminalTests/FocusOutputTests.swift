import Foundation
import Testing
import Waypoint

@testable import Recipes
@testable import WaypointTerminal

/// A list of links under a section header, with a detail at each row's trailing edge.
private struct Shelf: View {
  let titles: [String]

  var body: some View {
    NavigationStack {
      List {
        Section("Items") {
          ForEach(titles, id: \.self) { title in
            NavigationLink(value: title) {
              HStack {
                Text(title)
                Spacer()
                Text("\(title.count) min").foregroundStyle(.secondary)
              }
            }
          }
        }
      }
      .navigationTitle("Shelf")
      .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

/// What a key that moves the focus sends to the terminal, against a whole frame.
@MainActor
@Suite("The bytes a focus move writes")
struct FocusOutputTests {
  /// The bytes of a move down, then of the whole frame after it.
  private func move(in session: TerminalSession) async -> (move: Int, full: Int) {
    _ = await session.handle(.down)
    let move = session.output().count
    session.redrawAll()
    return (move, session.output().count)
  }

  @Test("Moving the focus down the recipes app's categories writes under 2% of a full frame")
  func recipesCategories() async {
    let runtime = ViewRuntime(app: RecipesApp())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 80, height: 24, usesColor: true)
    _ = session.output()
    let (move, full) = await move(in: session)
    #expect(move == 47, "the marker and label of two rows, two cursor moves, two style changes")
    #expect(Double(move) < 0.02 * Double(full), "\(move) bytes of \(full)")
  }

  @Test(
    "In any list, at any width, a move rewrites only the two rows' marker and label, with up to 19 bytes of escapes"
  )
  func anyList() async {
    let titles = (0..<30).map { index in
      String(repeating: "ab", count: 1 + index % 9) + " \(index)"
    }
    for (width, height) in [(60, 20), (80, 24), (132, 43), (200, 60)] {
      let runtime = ViewRuntime(Shelf(titles: titles))
      let session = TerminalSession(runtime: runtime, width: width, height: height, usesColor: true)
      _ = session.output()
      // The first row is focused; move down while the next row is in view (no scrolling).
      for index in 0..<min(titles.count - 1, height - 8) {
        let (move, full) = await move(in: session)
        // The old row: its marker's cell, the gap to its label, the label; the new row: the
        // marker (3 bytes), the gap, the label. Escapes: two cursor moves of up to 6 bytes,
        // reverse on (4) and off (3).
        let text = titles[index].utf8.count + titles[index + 1].utf8.count
        let gap = 5
        #expect(move <= text + 1 + 3 + 2 * gap + 6 + 6 + 4 + 3, "row \(index) at \(width)")
        // A full 80×24 frame is about 2,400 bytes: labels of ten characters keep under 2%.
        if width >= 80 && text <= 20 {
          #expect(Double(move) < 0.02 * Double(full), "\(move) of \(full) at \(width)×\(height)")
        }
      }
    }
  }
}
