import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointTerminal
@testable import WaypointUI

@MainActor
@Suite("Laying out the semantic tree on a screen")
struct LayoutTests {
  @Test("A stack's top screen shows its bar: back button, centred title, trailing items")
  func navigationBar() {
    let view = NavigationStack(path: .constant([1])) {
      Text("Root")
        .navigationTitle("Home")
        .navigationDestination(for: Int.self) { number in
          Text("Number \(number)")
            .navigationTitle("Detail")
            .toolbar {
              Button("Edit") {}
            }
        }
    }
    #expect(
      trimmed(screenText(of: view, width: 40, height: 8)) == """
         ‹ Home          Detail            Edit
        ────────────────────────────────────────
          Number 1




         ↑/↓ move · enter select · esc back · q
        """)
  }

  @Test("A bar too narrow for its words shows its items' icons and the back chevron alone")
  func narrowBar() {
    let view = NavigationStack(path: .constant([1])) {
      Text("Root")
        .navigationTitle("Everything")
        .navigationDestination(for: Int.self) { _ in
          Text("Number")
            .navigationTitle("Shopping List")
            .toolbar {
              Button("Add an item", systemImage: "plus") {}
              Button("Share") {}
            }
        }
    }
    let wide = screenText(of: view, width: 60, height: 6).split(separator: "\n")[0]
    #expect(wide.contains("‹ Everything") && wide.contains("Add an item"))
    #expect(wide.contains("Shopping List"))
    let narrow = screenText(of: view, width: 36, height: 6).split(separator: "\n")[0]
    #expect(narrow.contains("Shopping List"))
    #expect(!narrow.contains("Add an item") && !narrow.contains("Everything"))
    #expect(narrow.hasPrefix(" ‹ ") && narrow.hasSuffix("Share"))
  }

  @Test("Overlays, backgrounds and insets are drawn beside their element and take the focus")
  func decorations() {
    let view = VStack {
      Text("Mail").overlay { Text("3 new") }
      List {
        Text("First")
        Text("Second")
      }
      .safeAreaInset(edge: .top) { Text("Search") }
      .safeAreaInset(edge: .bottom) { Button("Compose") {} }
    }
    #expect(
      trimmed(screenText(of: view, width: 30, height: 10)) == """
          Mail 3 new
          Search
            First
            Second
        ▸ [Compose]




         ↑/↓ move · enter select · esc
        """)
  }

  @Test("Overlays on colours and shapes are drawn where they sit; on stacks, after them")
  func decorationsOfEveryKind() {
    let view = VStack {
      Color.blue.overlay { Button("On colour") {} }
      Circle().overlay { Text("In a circle") }
      VStack {
        Text("First")
        Text("Second")
      }
      .overlay { Button("Over a stack") {} }
    }
    #expect(
      trimmed(screenText(of: view, width: 30, height: 12)) == """


        ▸          On colour

                   ⣠⣴⣾███⣷⣦⣄
                  ⣼█████████⣧
                  In a circle
                  ⠈⠻███████⠟⠁
          First
          Second
          [Over a stack]
         ↑/↓ move · enter select · esc
        """)
  }

  @Test("Lists show section headers, indented rows, links with a chevron and trailing details")
  func listWithSections() {
    let view = NavigationStack {
      List {
        Section("Fruit") {
          NavigationLink("Apples", value: "apples")
          HStack {
            Text("Pears")
            Spacer()
            Text("3")
          }
        }
        Section {
          Text("Plain row")
        } footer: {
          Text("A footer")
        }
      }
      .navigationTitle("Market")
      .navigationDestination(for: String.self) { Text($0) }
    }
    #expect(
      trimmed(screenText(of: view, width: 30, height: 12)) == """
                    Market
        ──────────────────────────────
          Fruit
        ▸   Apples                  ›
            Pears                   3

            Plain row
            A footer



         ↑/↓ move · enter open · esc b
        """)
  }

  @Test("Buttons, toggles, text fields and progress have their own marks")
  func controls() {
    let view = VStack(alignment: .leading) {
      Button("Save") {}
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      TextField("Name", text: .constant(""))
      ProgressView("Loading", value: 0.5)
      Divider()
    }
    #expect(
      trimmed(screenText(of: view, width: 40, height: 10)) == """
        ▸ [Save]
          [x] Wi-Fi
          [ ] Bluetooth
          Name
          Loading █████░░░░░ 50%
          ─────────────────────────────────────



         ↑/↓ move · enter select · esc back · q
        """)
  }

  @Test("Long text wraps at spaces to the window's width")
  func wrapping() {
    let view = Text("The quick brown fox jumps over the lazy dog and keeps on running")
    #expect(
      trimmed(screenText(of: view, width: 24, height: 5)) == """
          The quick brown fox
          jumps over the lazy
          dog and keeps on
          running
        """)
  }

  @Test("Hidden views and covered screens are not drawn")
  func hiddenContent() {
    let view = VStack {
      Text("Shown")
      Text("Secret").hidden()
    }
    let screen = screenText(of: view, width: 20, height: 4)
    #expect(screen.contains("Shown"))
    #expect(!screen.contains("Secret"))
  }

  @Test("Content taller than the window scrolls with the focus and shows arrows")
  func scrollsWithFocus() async {
    let runtime = ViewRuntime(
      List {
        ForEach(1...20, id: \.self) { number in
          Button("Item \(number)") {}
        }
      })
    let session = TerminalSession(runtime: runtime, width: 20, height: 8, usesColor: false)
    #expect(session.screen.plainText.contains("▸   Item 1"))
    #expect(session.screen.plainText.contains("▼"))
    for _ in 1...9 { _ = await session.handle(.down) }
    let screen = session.screen.plainText
    #expect(screen.contains("▸   Item 10"))
    #expect(!screen.contains("Item 1\n"))
    #expect(screen.contains("▲"))
  }

  @Test("Tiny windows lay out without failing")
  func tinyWindows() {
    let view = NavigationStack {
      List { NavigationLink("A very long link title indeed", value: 1) }
        .navigationTitle("A long title")
        .toolbar { Button("Add") {} }
    }
    for (width, height) in [(1, 1), (2, 2), (5, 3), (12, 6)] {
      let screen = screenText(of: view, width: width, height: height)
      #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == height)
    }
  }

  @Test("Text too long for a line with a trailing detail ends in an ellipsis")
  func truncation() {
    let view = List {
      HStack {
        Text("A name much too long to fit")
        Spacer()
        Text("42")
      }
    }
    let screen = screenText(of: view, width: 24, height: 3)
    #expect(screen.hasPrefix("    A name much too… 42"))
  }

  @Test("Headline weights are bold, secondary styles dim, and colours show only with colour")
  func textStyles() {
    let view = VStack {
      Text("Heading").font(.headline)
      Text("Aside").foregroundStyle(.secondary)
      Text("Alert").foregroundStyle(.red)
      Text("Strong").fontWeight(.semibold)
      Text("Plain").font(.body)
    }
    func styles(usesColor: Bool) -> [String: CellStyle] {
      let session = TerminalSession(
        runtime: ViewRuntime(view), width: 20, height: 8, usesColor: usesColor)
      var result: [String: CellStyle] = [:]
      for row in session.screen.rows {
        let text = String(row.map(\.character)).trimmingCharacters(in: .whitespaces)
        if let first = row.first(where: { $0.character != " " }) { result[text] = first.style }
      }
      return result
    }
    let colored = styles(usesColor: true)
    #expect(colored["Heading"]?.bold == true)
    #expect(colored["Strong"]?.bold == true)
    #expect(colored["Plain"] == .plain)
    #expect(colored["Aside"]?.dim == true)
    #expect(colored["Alert"]?.foreground == .standard(1))
    #expect(styles(usesColor: false)["Alert"] == .plain)
  }
}
