import TestSupport
import Testing
import Waypoint

@testable import WaypointTerminal

/// The rows of `screen` that hold a panel's top border, as the columns the border spans.
private func panelColumns(in screen: String) -> Range<Int>? {
  for line in screen.split(separator: "\n") {
    let characters = Array(line)
    if let start = characters.firstIndex(of: "╭"), let end = characters.firstIndex(of: "╮") {
      return start..<(end + 1)
    }
  }
  return nil
}

@MainActor
@Suite("Presentations in the terminal")
struct PresentationTerminalTests {
  private struct SheetScreen<Sizing: PresentationSizing>: View {
    @State private var shows = true
    var sizing: Sizing
    var body: some View {
      NavigationStack {
        Text("Beneath the sheet").navigationTitle("Home")
      }
      .sheet(isPresented: $shows) {
        NavigationStack { Button("Close") {}.navigationTitle("Sheet") }
          .presentationSizing(sizing)
      }
    }
  }

  @Test("a sheet is a bordered panel over the dimmed screen, risen from the bottom")
  func sheetPanel() {
    let session = TerminalSession(
      runtime: ViewRuntime(SheetScreen(sizing: .automatic)), width: 40, height: 10, usesColor: false
    )
    #expect(
      trimmed(session.screen.plainText) == """
                          Home
        ╭──────────────────────────────────────╮
        │                Sheet                 │
        │──────────────────────────────────────│
        │▸ [Close]                             │
        │                                      │
        │                                      │
        │                                      │
        ╰──────────────────────────────────────╯
         ↑/↓ move · enter select · esc close · q
        """)
    #expect(session.screen.rows[0][18].style.dim, "the screen beneath is dimmed")
  }

  @Test("at regular width a form sheet is narrower than a page; a fitted one fits its content")
  func sizing() {
    func columns(_ sizing: some PresentationSizing) -> Int {
      let text = TerminalSession(
        runtime: ViewRuntime(SheetScreen(sizing: sizing)), width: 120, height: 30,
        usesColor: false
      ).screen.plainText
      return panelColumns(in: text)?.count ?? 0
    }
    #expect(columns(.page) == 112)
    #expect(columns(.form) == 64)
    #expect(columns(.fitted) < 30)
    #expect(columns(.fitted) >= "[Close]".count + 4)
  }

  @Test("a sheet with detents rests at its smallest one at compact width")
  func detents() {
    struct Screen: View {
      @State private var shows = true
      var body: some View {
        Text("Beneath")
          .sheet(isPresented: $shows) {
            Text("Half").presentationDetents([.medium, .large])
          }
      }
    }
    let text = TerminalSession(
      runtime: ViewRuntime(Screen()), width: 40, height: 21, usesColor: false
    ).screen.plainText
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.firstIndex { $0.contains("╭") } == 10, "half of the 20 rows above the hint")
  }

  @Test("a full-screen cover takes the whole window, and Esc does not close it")
  func cover() async {
    struct Screen: View {
      @State private var shows = true
      var body: some View {
        NavigationStack {
          Text("Beneath").navigationTitle("Home")
        }
        .fullScreenCover(isPresented: $shows) {
          NavigationStack { Button("Done") { shows = false }.navigationTitle("Player") }
        }
      }
    }
    let session = TerminalSession(
      runtime: ViewRuntime(Screen()), width: 40, height: 8, usesColor: false)
    let cover = """
                       Player
      ────────────────────────────────────────
      ▸ [Done]




       ↑/↓ move · enter select · q quit
      """
    #expect(trimmed(session.screen.plainText) == cover)
    _ = await session.handle(.escape)
    #expect(trimmed(session.screen.plainText) == cover)
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.contains("Beneath"))
  }

  private struct AlertScreen: View {
    @State private var shows = true
    @State private var log: [String] = []
    var body: some View {
      NavigationStack {
        Text(log.isEmpty ? "Nothing chosen" : log.joined(separator: ", ")).navigationTitle("Home")
      }
      .alert("Delete recipe?", isPresented: $shows) {
        Button("Cancel", role: .cancel) { log.append("kept") }
        Button("Delete", role: .destructive) { log.append("deleted") }
      } message: {
        Text("This cannot be undone.")
      }
    }
  }

  @Test("an alert is a centred box: title, message, buttons in a row with cancel last")
  func alertBox() {
    let session = TerminalSession(
      runtime: ViewRuntime(AlertScreen()), width: 60, height: 12, usesColor: true)
    #expect(
      trimmed(session.screen.plainText) == """
                                    Home
        ────────────────────────────────────────────────────────────
          Nothing ch╭──────────────────────────────────╮
                    │          Delete recipe?          │
                    │      This cannot be undone.      │
                    │                                  │
                    │▸       [Delete]  [Cancel]        │
                    ╰──────────────────────────────────╯



         ↑/↓ move · enter select · esc close · q quit
        """)
    let row = session.screen.rows[6]
    let delete = row.firstIndex { $0.character == "D" } ?? 0
    let cancel = row.firstIndex { $0.character == "C" } ?? 0
    #expect(row[delete].style.foreground == .standard(1), "destructive in red")
    #expect(row[cancel].style.foreground != .standard(1))
  }

  @Test("in an alert ← and → move between the buttons; Esc is its cancel button")
  func alertKeys() async {
    let session = TerminalSession(
      runtime: ViewRuntime(AlertScreen()), width: 60, height: 12, usesColor: false)
    _ = await session.handle(.right)
    #expect(session.screen.plainText.contains("esc close"))
    _ = await session.handle(.escape)
    #expect(session.screen.plainText.contains("kept"))
    #expect(!session.screen.plainText.contains("Delete recipe?"))
  }

  @Test("a confirmation dialog is a centred box of choices, Cancel added last")
  func dialog() {
    struct Screen: View {
      @State private var shows = true
      var body: some View {
        Text("Beneath")
          .confirmationDialog("Share", isPresented: $shows, titleVisibility: .visible) {
            Button("Copy link") {}
            Button("Send by mail") {}
            Button("Print") {}
          }
      }
    }
    #expect(
      trimmed(screenText(of: Screen(), width: 40, height: 12)) == """
          Beneath
          ╭──────────────────────────────────╮
          │               Share              │
          │                                  │
          │▸           [Copy link]           │
          │          [Send by mail]          │
          │              [Print]             │
          │             [Cancel]             │
          ╰──────────────────────────────────╯


         ↑/↓ move · enter select · esc close · q
        """)
  }

  private struct Planner: View {
    @State private var shows = false
    var body: some View {
      NavigationStack {
        VStack {
          Button("Browse") {}
          Button("Plan") { shows = true }
        }
        .navigationTitle("Home")
        .sheet(isPresented: $shows) { NoteSheet() }
      }
    }
  }

  private struct NoteSheet: View {
    @State private var note = ""
    var body: some View {
      NavigationStack {
        TextField("Note", text: $note)
          .navigationTitle("Plan")
          .dismissalConfirmationDialog("Discard the note?", shouldPresent: !note.isEmpty) {
            Button("Discard", role: .destructive) {}
          }
      }
    }
  }

  @Test("keys stay in the sheet; Esc asks through the confirmation; focus returns to Plan")
  func keyboardSession() async {
    let session = TerminalSession(
      runtime: ViewRuntime(Planner()), width: 50, height: 14, usesColor: false)
    func focusedLine() -> String? {
      session.screen.plainText.split(separator: "\n").first { $0.contains("▸") }.map(String.init)
    }
    _ = await session.handle(.down)
    #expect(focusedLine()?.contains("[Plan]") == true)
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.contains("╭"))
    // The focus is trapped: however far the user moves, it stays on the sheet's field.
    for _ in 0..<5 { _ = await session.handle(.up) }
    #expect(focusedLine()?.contains("│") == true)
    for character in "Soup" { _ = await session.handle(.character(character)) }
    _ = await session.handle(.escape)  // stops editing
    _ = await session.handle(.escape)  // the user's dismiss: asks first
    #expect(session.screen.plainText.contains("Discard the note?"))
    _ = await session.handle(.escape)  // Cancel keeps the sheet
    #expect(session.screen.plainText.contains("Soup"))
    _ = await session.handle(.escape)
    _ = await session.handle(.enter)  // Discard
    #expect(!session.screen.plainText.contains("╭"))
    #expect(focusedLine()?.contains("[Plan]") == true, "focus returns to the presenting button")
  }
}
