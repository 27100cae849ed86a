import Foundation
import Testing
import Waypoint

@testable import WaypointTerminal

/// The rows of a catalogue, which tests change between keys.
@Observable @MainActor
private final class Catalogue {
  var sections: [[String]]
  var filter = ""

  init(sections: Int, rows: Int) {
    self.sections = (0..<sections).map { section in
      (0..<rows).map { row in "\(section)-\(row)" }
    }
  }
}

/// A long list of every kind of row: a text field on top, sections with headers and some with
/// footers, links with a detail, toggles, and notes long enough to wrap; a bar button.
private struct CatalogueView: View {
  let catalogue: Catalogue

  var body: some View {
    @Bindable var catalogue = catalogue
    NavigationStack {
      List {
        Section {
          TextField("Filter", text: $catalogue.filter)
        }
        ForEach(Array(catalogue.sections.enumerated()), id: \.offset) { index, rows in
          Section {
            ForEach(rows, id: \.self) { row in
              if row.hasSuffix("7") {
                Text("A note on \(row), long enough to wrap at eighty columns: it takes two lines.")
              } else if row.hasSuffix("5") {
                Toggle("Toggle \(row)", isOn: .constant(row.hasPrefix("1")))
              } else {
                NavigationLink(value: row) {
                  HStack {
                    Text("Row \(row)")
                    Spacer()
                    Text("\(row.count) min")
                  }
                }
              }
            }
          } header: {
            Text("Section \(index)")
          } footer: {
            if index % 3 == 0 { Text("Footer of section \(index)") }
          }
        }
      }
      .navigationTitle("Catalogue")
      .navigationDestination(for: String.self) { Text($0) }
      .toolbar { Button("Edit") {} }
    }
  }
}

/// Frames of long lists, laid out only where the window is, against the same frames laid out
/// in full as the terminal did before (`ReferenceWindow`).
@MainActor
@Suite("Long lists in the terminal, against laying out everything")
struct LongListFrameTests {
  /// Presses ↓ or ↑ in both and expects the same screen, cell for cell.
  private func expectSame(
    _ keys: [Key], session: TerminalSession, reference: inout ReferenceWindow,
    _ comment: String
  ) async {
    for (index, key) in keys.enumerated() {
      _ = await session.handle(key)
      reference.move(by: key == .down ? 1 : -1)
      let expected = reference.compose(session.runtime.scenes.first?.elements ?? [])
      let screen = session.screen
      let same = screen == expected
      #expect(
        same,
        "\(comment), key \(index):\n\(screen.plainText)\n—— laid out in full:\n\(expected.plainText)"
      )
      if !same { return }
    }
  }

  @Test(
    "Down a long list with sections, footers, toggles and wrapped notes, and back up past the top",
    arguments: [(sections: 40, rows: 12), (sections: 2, rows: 300), (sections: 2, rows: 25)])
  func downAndUp(shape: (sections: Int, rows: Int)) async {
    let catalogue = Catalogue(sections: shape.sections, rows: shape.rows)
    let session = TerminalSession(
      runtime: ViewRuntime(CatalogueView(catalogue: catalogue)), width: 80, height: 24,
      usesColor: false)
    var reference = ReferenceWindow(width: 80, height: 24)
    let first = session.screen == reference.compose(session.runtime.scenes.first?.elements ?? [])
    #expect(first)
    // Down (past the last element, the text scrolls), then up past the top.
    await expectSame(
      Array(repeating: .down, count: 80), session: session, reference: &reference, "down")
    await expectSame(
      Array(repeating: .up, count: 100), session: session, reference: &reference, "up")
    await expectSame(
      Array(repeating: .down, count: 20), session: session, reference: &reference, "down again")
  }

  @Test("Rows changed, added and removed above, in and below the window: the same frames")
  func changes() async {
    let catalogue = Catalogue(sections: 2, rows: 300)
    let session = TerminalSession(
      runtime: ViewRuntime(CatalogueView(catalogue: catalogue)), width: 80, height: 24,
      usesColor: false)
    var reference = ReferenceWindow(width: 80, height: 24)
    _ = reference.compose(session.runtime.scenes.first?.elements ?? [])
    await expectSame(
      Array(repeating: .down, count: 120), session: session, reference: &reference, "down")
    let changes: [(String, (Catalogue) -> Void)] = [
      ("a row above becomes a note", { $0.sections[0][3] = "0-3 now 7" }),
      ("a row above is removed", { $0.sections[0].remove(at: 10) }),
      ("rows are added at the top", { $0.sections[0].insert(contentsOf: ["n-1", "n-2"], at: 0) }),
      ("a row in the window changes", { $0.sections[0][100] = "0-100 changed" }),
      ("a row below is removed", { $0.sections[0].remove(at: 250) }),
      ("a section is added at the end", { $0.sections.append(["x-1", "x-5", "x-7"]) }),
      ("the first section empties", { $0.sections[0] = [] }),
    ]
    for (name, change) in changes {
      change(catalogue)
      await session.runtime.settle()
      // The window shows the change before the next key, as the renderer draws it.
      let drawn = session.screen == reference.compose(session.runtime.scenes.first?.elements ?? [])
      #expect(drawn, "\(name)")
      await expectSame([.down, .down, .up], session: session, reference: &reference, name)
    }
  }

  @Test("Down a long list in a tab into the tab bar, and back up into the list")
  func intoTheTabBar() async {
    let catalogue = Catalogue(sections: 1, rows: 200)
    let session = TerminalSession(
      runtime: ViewRuntime(Tabs(catalogue: catalogue)), width: 80, height: 24, usesColor: false)
    var reference = ReferenceWindow(width: 80, height: 24)
    _ = reference.compose(session.runtime.scenes.first?.elements ?? [])
    await expectSame(
      Array(repeating: .down, count: 185), session: session, reference: &reference, "down")
    #expect(!session.screen.plainText.contains("▸"), "the focus is on a tab")
    await expectSame(
      Array(repeating: .up, count: 10), session: session, reference: &reference, "up")
    #expect(session.screen.plainText.contains("▸"), "the focus is back in the list")
  }

  @Test("Past the last element, ↓ scrolls 200 lines of text, each frame laying out the window only")
  func scrollingAway() async {
    let session = TerminalSession(
      runtime: ViewRuntime(LinkAndNotes()), width: 80, height: 24, usesColor: false)
    var reference = ReferenceWindow(width: 80, height: 24)
    _ = reference.compose(session.runtime.scenes.first?.elements ?? [])
    for step in 0..<20 {
      await expectSame(
        Array(repeating: .down, count: 10), session: session, reference: &reference,
        "down \(step * 10)")
      #expect(session.lastFrameLayout.lines <= 24 + 2, "\(session.lastFrameLayout)")
    }
    await expectSame(
      Array(repeating: .up, count: 30), session: session, reference: &reference, "up")
  }
}

/// One link, then 300 lines of text.
private struct LinkAndNotes: View {
  var body: some View {
    NavigationStack {
      ScrollView {
        VStack {
          NavigationLink("Details", value: 0)
          ForEach(0..<300, id: \.self) { Text("Note \($0)") }
        }
      }
      .navigationTitle("Notes")
      .navigationDestination(for: Int.self) { Text("Item \($0)") }
    }
  }
}

/// The catalogue in the first of two tabs.
private struct Tabs: View {
  let catalogue: Catalogue

  var body: some View {
    TabView {
      Tab("Catalogue", systemImage: "list.bullet") { CatalogueView(catalogue: catalogue) }
      Tab("Settings", systemImage: "gear") { Text("Settings") }
    }
  }
}
