import Foundation
import TerminalTestSupport
import TestSupport
import Testing
import Waypoint

@testable import Recipes
@testable import WaypointTerminal

/// The terminal session driving the recipes app in-process: keys in, screens out.
@MainActor
@Suite("Using the recipes app with the keyboard")
struct SessionTests {
  private func session(width: Int = 80, height: Int = 24) async -> TerminalSession {
    let runtime = ViewRuntime(app: RecipesApp())
    await runtime.settle()
    return TerminalSession(runtime: runtime, width: width, height: height, usesColor: false)
  }

  private func press(_ keys: Key..., in session: TerminalSession) async {
    for key in keys { _ = await session.handle(key) }
  }

  private func focusedLine(_ session: TerminalSession) -> String? {
    session.screen.plainText.split(separator: "\n").first { $0.hasPrefix("▸") }.map(String.init)
  }

  @Test("Typing in a text field filters the list; Esc leaves the field so keys navigate again")
  func filterField() async {
    let session = await session()
    await press(.down, .enter, in: session)
    #expect(focusedLine(session)?.contains("Roast Tomato Soup") == true)
    await press(.character("k"), in: session)
    #expect(session.screen.plainText.contains("type to edit"))
    await press(.character("m"), .character("i"), .character("k"), in: session)
    await press(.backspace, .character("n"), in: session)
    var screen = session.screen.plainText
    #expect(screen.contains("min"))
    #expect(screen.contains("Minestrone"))
    #expect(!screen.contains("Roast Tomato Soup"))
    #expect(screen.contains("1 Recipes"))

    await press(.left, .left, .left, .character("X"), in: session)
    #expect(session.screen.plainText.contains("Xmin"))
    await press(.escape, in: session)
    #expect(session.screen.plainText.contains("enter edit"))
    #expect(await session.handle(.character("q")) == .quit)

    await press(.enter, .backspace, .backspace, .backspace, .backspace, .escape, in: session)
    await press(.escape, in: session)
    screen = session.screen.plainText
    #expect(screen.contains("Categories"), "Esc outside the field goes back")
  }

  @Test("Enter toggles a toggle, and going back shows the new favourite in the sidebar")
  func toggleFavourite() async {
    let session = await session()
    await press(.enter, .enter, in: session)  // Breakfast, then Shakshuka
    #expect(session.screen.plainText.contains("[ ] Favourite"))
    #expect(focusedLine(session)?.contains("Favourite") == true)
    await press(.enter, in: session)
    #expect(session.screen.plainText.contains("[x] Favourite"))
    await press(.escape, .escape, in: session)
    let screen = session.screen.plainText
    let favourites = screen.split(separator: "\n").first { $0.contains("♡ Favourites") }
    #expect(favourites?.hasSuffix("1 ›") == true, "the sidebar counts one favourite")
  }

  @Test(
    "The toolbar's recipe of the day opens a recipe in its category; Home goes back to the sidebar")
  func toolbarButtons() async {
    let session = await session()
    await press(.up, in: session)
    #expect(session.screen.plainText.contains("↑/↓ move · enter select"))
    await press(.enter, in: session)
    let today = RecipeStore.bundled().recipeOfTheDay()?.name
    #expect(today != nil)
    #expect(session.screen.plainText.split(separator: "\n").first?.contains(today ?? "?") == true)

    // Deeper: open the chef (below Favourite, Plan Meal… and Jump to Method), then one of their
    // recipes; the Home button appears.
    await press(.down, .down, .down, in: session)
    await press(.enter, in: session)
    await press(.down, .enter, in: session)
    #expect(session.screen.plainText.split(separator: "\n").first?.contains("Home") == true)
    // The focus is on the Favourite toggle; above it come the bar's Home and back buttons.
    await press(.up, in: session)
    #expect(session.screen.plainText.contains("↑/↓ move · enter select"))
    await press(.enter, in: session)
    #expect(session.screen.plainText.contains("Categories"))
    // Back on the root, the focus is where the user left it: on the toolbar button.
    #expect(focusedLine(session) == nil)
    #expect(session.screen.plainText.contains("↑/↓ move · enter select"))
  }

  @Test("A recipe's related recipes are chips where its flow layout puts them; Enter opens one")
  func relatedChips() async {
    let session = await session(width: 80, height: 60)
    await press(.enter, .enter, in: session)  // Breakfast, then Shakshuka
    let lines = session.screen.plainText.split(separator: "\n")
    let chips = lines.firstIndex { $0.contains("Akara") && $0.contains("Focaccia") }
    // Three capsules side by side on one row of the layout: names, then their lower edges.
    #expect(chips.map { lines[$0].contains("⡞⠉Akara⢳ ⡞⠉Roast Tomato Soup⢳ ⡞⠉Focaccia⢳") } == true)
    var presses = 0
    while focusedLine(session)?.contains("Akara") != true, presses < 40 {
      await press(.down, in: session)
      presses += 1
    }
    await press(.enter, in: session)
    #expect(session.screen.plainText.split(separator: "\n").first?.contains("Akara") == true)
  }

  @Test("The same choices are one stack at 80 columns and three columns side by side at 140")
  func compactAndRegularSnapshots() async {
    let session = await session(width: 80, height: 14)
    await press(.enter, .enter, in: session)  // Breakfast, then Shakshuka
    #expect(
      trimmed(session.screen.plainText) == """
         ‹ Breakfast                       Shakshuka                 ⇪ Share  Copy Link
        ────────────────────────────────────────────────────────────────────────────────
            Eggs poached in a spiced pepper and tomato sauce, eaten straight from the
            pan.
            Time                                                             ⣏⢙⡳ 30 min
            Serves                                                                    4
            Difficulty                                                             Easy
        ▸   [ ] Favourite
            ▦ Plan Meal…
            ≡ Jump to Method                                                           ▼
        ────────────────────────────────────────────────────────────────────────────────
          ◷ Recently viewed: Shakshuka
          ▤ Browse   ♡ Favourites   ▦ Plan   ⌕ Search
         ↑/↓ move · enter toggle · esc back · q quit
        """)
    session.resize(width: 140, height: 14)
    #expect(
      trimmed(session.screen.plainText) == """
                 Recipes        ☆ │                      Breakfast                      │                         Shakshuka      ⇪ Share  Copy Link
        ──────────────────────────│─────────────────────────────────────────────────────│───────────────────────────────────────────────────────────
          Categories              │  Slow weekend plates and quick weekday bowls.       │    Eggs poached in a spiced pepper and tomato sauce,
            ☼ Breakfast      7 ›✓ │  Type to filter recipes                             │    eaten straight from the pan.
            ♨ Soups           7 › │    Name                Time          Difficulty     │    Time                                        ⣏⢙⡳ 30 min
            ❦ Mains           7 › │    Shakshuka           30 min        Easy         ✓ │    Serves                                               4
            ✿ Baking          7 › │    Akara               45 min        Medium         │    Difficulty                                        Easy
            ☆ Desserts        7 › │    Overnight Oats      5 min         Easy           │▸   [ ] Favourite
                                  │    Banana Pancakes     20 min        Easy           │    ▦ Plan Meal…
          Chefs                  ▼│    Kedgeree            40 min        Medium        ▼│    ≡ Jump to Method                                      ▼
        ────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────
          ◷ Recently viewed: Shakshuka
          ▤ Browse   ♡ Favourites   ▦ Plan   ⌕ Search
         tab column · ↑/↓ move · enter select · esc back · q quit
        """)
    // The widened window focuses the column the user was in; Tab wraps to the sidebar, where
    // Enter on another category fills the next column and moves into it: onto its table's
    // first header, which sorts by name.
    await press(.tab, .down, .enter, in: session)
    let screen = session.screen.plainText
    #expect(screen.contains("Roast Tomato Soup") && screen.contains("No Recipe"))
    #expect(focusedLine(session) == nil, "the focus is in the content column, not at a line start")
    #expect(screen.split(separator: "\n").contains { $0.contains("│▸   Name ") })
  }

  @Test("Number keys switch the app's tabs, each keeping its place; / goes to Search's field")
  func tabsByKeyboard() async {
    let session = await session(width: 80, height: 24)
    await press(.enter, in: session)  // Breakfast
    #expect(session.screen.plainText.contains("Shakshuka"))
    await press(.character("2"), in: session)
    #expect(session.screen.plainText.contains("No Favourites"))
    await press(.character("3"), in: session)
    #expect(session.screen.plainText.contains("Nothing Planned"), "the Plan tab")
    await press(.character("4"), in: session)
    // The time slider's buttons come first: the search key goes to the field.
    await press(.character("/"), in: session)
    for character in "lentil" { await press(.character(character), in: session) }
    await press(.escape, in: session)
    #expect(session.screen.plainText.contains("Red Lentil Soup"))
    await press(.character("1"), in: session)
    #expect(session.screen.plainText.contains("Shakshuka"), "Browse kept its place")
    #expect(session.screen.plainText.split(separator: "\n").first?.contains("Breakfast") == true)
  }

  @Test("At regular width, number keys switch tabs too: the bar below the split view's columns")
  func tabsByKeyboardRegular() async {
    let session = await session(width: 160, height: 24)
    #expect(session.screen.plainText.contains("Breakfast"))
    await press(.character("2"), in: session)
    #expect(session.screen.plainText.contains("No Favourites"))
    await press(.character("1"), in: session)
    #expect(session.screen.plainText.contains("Breakfast"))
    await press(.character("]"), in: session)
    #expect(session.screen.plainText.contains("No Favourites"), "] selects the next tab")
  }

  @Test("The window's width sets the horizontal size class: compact below 90 columns")
  func sizeClass() async {
    let session = await session(width: 80)
    #expect(session.runtime.horizontalSizeClass == .compact)
    session.resize(width: 90, height: 24)
    #expect(session.runtime.horizontalSizeClass == .regular)
    session.resize(width: 89, height: 24)
    #expect(session.runtime.horizontalSizeClass == .compact)
  }

  @Test("After a resize the whole screen is written; with nothing changed, nothing is")
  func output() async {
    let session = await session()
    let first = session.output()
    #expect(session.output().isEmpty)
    await press(.down, in: session)
    let move = session.output()
    #expect(!move.isEmpty && move.count * 20 < first.count)
    session.resize(width: 100, height: 30)
    var terminal = VirtualTerminal(width: 100, height: 30)
    terminal.feed(session.output())
    #expect(terminal.text.contains("Sam Porter"))
    #expect(terminal.lines[0].contains("Recipes"))
  }

  @Test("Going back returns the focus to the link that was opened")
  func focusMemory() async {
    let session = await session()
    await press(.down, .down, in: session)
    #expect(focusedLine(session)?.contains("Mains") == true)
    await press(.enter, .left, in: session)
    #expect(focusedLine(session)?.contains("Mains") == true)
  }
}
