import Foundation
import Testing
import Waypoint

@testable import WaypointTerminal

/// A list in a stack: `readOnly` rows of text, then links, each with a time at its trailing edge.
private struct Rows: View {
  let count: Int
  var readOnly = 0

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(0..<count, id: \.self) { row in
            if row < readOnly {
              Text("Note \(row)")
            } else {
              NavigationLink(value: row) {
                HStack {
                  Text("Row \(row)")
                  Spacer()
                  Text("\(row % 60) min")
                }
              }
            }
          }
        }
      }
      .navigationTitle("Rows")
      .navigationDestination(for: Int.self) { Text("Row \($0)") }
    }
  }
}

/// Rows of text only, in a scroll view: nothing to focus.
private struct Notes: View {
  let count: Int

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack {
          ForEach(0..<count, id: \.self) { Text("Note \($0)") }
        }
      }
      .navigationTitle("Notes")
    }
  }
}

/// Numbers a test changes between frames.
@Observable @MainActor
private final class Numbers {
  var rows: [Int]
  init(count: Int) { rows = Array(0..<count) }
}

/// A list of links over `numbers`.
private struct NumberList: View {
  let numbers: Numbers

  var body: some View {
    NavigationStack {
      List {
        ForEach(numbers.rows, id: \.self) { NavigationLink("Row \($0)", value: $0) }
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { Text("Row \($0)") }
    }
  }
}

/// Composing frames of long content: only what the window shows, and what the focus needs, is
/// laid out, so a frame costs the same whatever the content's length.
@MainActor
@Suite("Long lists in the terminal")
struct LongListTests {
  private func session<V: View>(_ view: V) -> TerminalSession {
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 80, height: 24, usesColor: false)
    _ = session.output()
    return session
  }

  /// The children laid out and lines placed by a frame composed again as it stands.
  private func redraw(_ session: TerminalSession) -> (children: Int, lines: Int) {
    session.redrawAll()
    _ = session.screen
    return session.lastFrameLayout
  }

  @Test("A frame of 10,000 rows lays out as many rows as a frame of 100, about a window's worth")
  func topOfList() {
    let short = session(Rows(count: 100))
    let long = session(Rows(count: 10_000))
    let shortCounts = redraw(short)
    let longCounts = redraw(long)
    #expect(longCounts == shortCounts)
    #expect(longCounts.lines <= 24 + 2, "a window's lines and one past it: \(longCounts)")
    #expect(long.screen.plainText == short.screen.plainText)
  }

  @Test("Moving down 40 rows, each frame lays out the same rows for 10,000 as for 100")
  func movingDown() async {
    let short = session(Rows(count: 100))
    let long = session(Rows(count: 10_000))
    for step in 0..<40 {
      _ = await short.handle(.down)
      _ = await long.handle(.down)
      #expect(long.screen.plainText == short.screen.plainText, "after \(step + 1) moves")
      #expect(long.lastFrameLayout == short.lastFrameLayout, "after \(step + 1) moves")
      #expect(long.lastFrameLayout.lines <= 24 + 2)
    }
  }

  @Test("Half-way down 10,000 rows, a frame passes over the 5,000 above once they were counted")
  func halfWay() {
    let long = session(Rows(count: 10_000, readOnly: 5_000))
    let short = session(Rows(count: 100, readOnly: 50))
    #expect(long.screen.plainText.contains("▸   Row 5000"))
    let longCounts = redraw(long)
    let shortCounts = redraw(short)
    #expect(longCounts == shortCounts)
    #expect(longCounts.lines <= 24 + 2, "\(longCounts)")
  }

  @Test("10,000 rows with nothing to focus: a frame lays out the window's rows only")
  func nothingToFocus() async {
    let long = session(Notes(count: 10_000))
    let short = session(Notes(count: 100))
    #expect(redraw(long) == redraw(short))
    #expect(redraw(long).lines <= 24 + 2)
    // Past the last element (there is none), ↓ scrolls the text.
    for _ in 0..<30 {
      _ = await long.handle(.down)
      _ = await short.handle(.down)
    }
    #expect(long.screen.plainText == short.screen.plainText)
    #expect(long.screen.plainText.contains("Note 30"))
    #expect(redraw(long).lines <= 24 + 2)
  }

  @Test(
    "A row added, removed or changed in 2,000: the next frame lays out that row and the window's")
  func changes() async {
    let numbers = Numbers(count: 2_000)
    let session = session(NumberList(numbers: numbers))
    for _ in 0..<60 { _ = await session.handle(.down) }
    let steady = redraw(session)
    let changes: [(String, (Numbers) -> Void)] = [
      ("a row added at the top", { $0.rows.insert(-1, at: 0) }),
      ("a row removed above the window", { $0.rows.remove(at: 5) }),
      ("a row changed in the window", { $0.rows[62] = 100_000 }),
      ("a row removed below the window", { $0.rows.remove(at: 1_500) }),
      ("a row added at the end", { $0.rows.append(200_000) }),
    ]
    for (name, change) in changes {
      change(numbers)
      await session.runtime.settle()
      #expect(session.screen.plainText.contains("▸   Row 60"), "\(name)")
      let counts = session.lastFrameLayout
      // The changed row, and one more when the rows moved under the window.
      #expect(counts.children <= steady.children + 2, "\(name): \(counts), steady \(steady)")
    }
  }
}
