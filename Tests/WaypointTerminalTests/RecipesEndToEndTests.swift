import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `recipes` binary in a pseudo-terminal and uses it with the keyboard.
@Suite(
  "The recipes app in a terminal", .serialized,
  .enabled(if: BuiltExecutable.canLocateProducts, BuiltExecutable.skipReason))
struct RecipesEndToEndTests {
  /// The `recipes` executable built next to this test bundle.
  static var recipesBinary: URL {
    get throws { try BuiltExecutable(named: "recipes").url }
  }

  @Test("Opening a category and a recipe, going back and quitting leaves the terminal as it was")
  func browse() throws {
    let terminal = try PseudoTerminal(executable: Self.recipesBinary)
    let firstFrame = terminal.read { $0.text.contains("Sam Porter") }
    #expect(terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isCursorVisible)
    #expect(terminal.screen.lines[0].contains("Recipes"))
    #expect(terminal.screen.highlightedText == "☼ Breakfast")

    terminal.send("j")
    let focusMove = terminal.read { $0.highlightedText == "♨ Soups" }
    #expect(focusMove > 0)
    #expect(
      Double(focusMove) < 0.05 * Double(firstFrame),
      "moving the focus wrote \(focusMove) bytes; a full frame is \(firstFrame)")

    terminal.send("\r")
    terminal.read { $0.text.contains("Roast Tomato Soup") }
    #expect(terminal.screen.lines[0].hasPrefix(" ‹ Recipes"))
    #expect(terminal.screen.lines[0].contains("Soups"))
    #expect(terminal.screen.highlightedText == "Roast Tomato Soup")

    terminal.send("\r")
    terminal.read { $0.text.contains("1 kg tomatoes") }
    #expect(terminal.screen.lines[0].contains("‹ Soups"))
    #expect(terminal.screen.lines[0].contains("Roast Tomato Soup"))
    #expect(terminal.screen.text.contains("Serves"))

    terminal.send("\u{1B}")
    terminal.read { $0.text.contains("Type to filter recipes") }
    #expect(terminal.screen.highlightedText == "Roast Tomato Soup", "the focus returns to the link")

    terminal.send("\u{7F}")
    terminal.read { $0.text.contains("Categories") }
    #expect(terminal.screen.highlightedText == "♨ Soups")

    terminal.send("q")
    #expect(terminal.waitForExit())
    #expect(terminal.process.terminationStatus == 0)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
    Self.expectRestored(terminal)
  }

  @Test("Widening the window redraws it at the new size, with the split view's columns")
  func resize() throws {
    let terminal = try PseudoTerminal(executable: Self.recipesBinary)
    terminal.read { $0.text.contains("Sam Porter") }
    terminal.resize(width: 100, height: 30)
    terminal.read { $0.text.contains("No Category") && $0.text.contains("No Recipe") }
    #expect(terminal.screen.lines[1].count == 100, "the bars' rule spans the window")
    #expect(
      terminal.screen.lines[3].contains("☼ Breakfast") && terminal.screen.lines[3].contains("│"))
    #expect(terminal.screen.lines[29].contains("q quit"))
    terminal.send("q")
    #expect(terminal.waitForExit())
  }

  @Test("SIGTERM restores the terminal and still ends the process")
  func terminated() throws {
    let terminal = try PseudoTerminal(executable: Self.recipesBinary)
    terminal.read { $0.text.contains("Sam Porter") }
    #expect(terminal.settingsNow.c_lflag & tcflag_t(ICANON) == 0, "the app runs in raw mode")
    kill(terminal.process.processIdentifier, SIGTERM)
    #expect(terminal.waitForExit())
    #expect(terminal.process.terminationReason == .uncaughtSignal)
    #expect(terminal.process.terminationStatus == SIGTERM)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
    Self.expectRestored(terminal)
  }

  @Test("--render-text prints the first screen at the given size; without a terminal it explains")
  func renderText() throws {
    let fixed = try Self.run(["--render-text", "--width", "50", "--height", "10"])
    #expect(fixed.status == 0)
    #expect(fixed.error.isEmpty)
    let lines = fixed.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 11, "10 rows and the final newline")
    #expect(lines[0].contains("Recipes") && lines[0].contains("Recipe of the Day"))
    #expect(lines[3] == "▸   ☼ Breakfast                               7 ›")
    #expect(lines.allSatisfy { $0.count <= 50 })

    let piped = try Self.run([])
    #expect(piped.status == 0)
    #expect(piped.error.contains("needs a terminal"))
    #expect(piped.output.split(separator: "\n", omittingEmptySubsequences: false).count == 25)

    let invalid = try Self.run(["--width", "0"])
    #expect(invalid.status != 0)
    #expect(invalid.error.contains("--width"))
  }

  /// Runs `recipes` with pipes for its standard streams.
  static func run(_ arguments: [String]) throws -> BuiltExecutable.Result {
    try BuiltExecutable(named: "recipes").run(arguments)
  }

  static func expectRestored(
    _ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = terminal.settingsBefore
    let after = terminal.settingsNow
    #expect(after.c_lflag == before.c_lflag, sourceLocation: sourceLocation)
    #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
    #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
    #expect(after.c_cflag == before.c_cflag, sourceLocation: sourceLocation)
  }
}
