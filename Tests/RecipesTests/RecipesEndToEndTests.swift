import Foundation
import TerminalTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the built `recipes` binary in a pseudo-terminal and uses it with the keyboard.
@Suite(
  "The recipes app in a terminal", .serialized,
  .integration)
struct RecipesEndToEndIntegrationTests {
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
      Double(focusMove) < 0.02 * Double(firstFrame),
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

  @Test(
    "Run twice: the second run opens where the first was quit (q) or ended (SIGTERM), focus and all"
  )
  func relaunch() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-relaunch-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }

    // First run: Mains, then Jollof Rice, then the focus down to its chef (past Favourite, Plan
    // Meal… and Jump to Method); quit with q.
    let first = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    first.read { $0.text.contains("Sam Porter") }
    first.send("jj\r")
    first.read { $0.text.contains("Jollof Rice") }
    first.send("\r")
    first.read { $0.text.contains("Serves") }
    first.send("jjj")
    first.read { $0.highlightedText.contains("Ada Okafor") }
    first.send("q")
    #expect(first.waitForExit())

    let second = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    second.read { $0.text.contains("Serves") }
    #expect(second.screen.lines[0].contains("Jollof Rice"))
    #expect(second.screen.highlightedText.contains("Ada Okafor"), "the focus is where it was")
    // Back to the category list, then ended by SIGTERM: that is saved too.
    second.send("\u{1B}")
    second.read { $0.text.contains("Type to filter recipes") }
    kill(second.process.processIdentifier, SIGTERM)
    #expect(second.waitForExit())
    #expect(second.process.terminationStatus == SIGTERM)

    let third = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    third.read { $0.text.contains("Type to filter recipes") }
    #expect(third.screen.lines[0].contains("Mains"))
    #expect(third.screen.highlightedText.contains("Jollof Rice"))
    third.send("q")
    #expect(third.waitForExit())
  }

  @Test("Two copies at once: each window keeps its own place, and neither loses the other's keys")
  func twoProcesses() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-two-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }

    let first = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    first.read { $0.text.contains("Sam Porter") }
    let second = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    second.read { $0.text.contains("Sam Porter") }

    // The first marks Shakshuka a favourite; the second only looks at Roast Tomato Soup.
    first.send("\r")
    first.read { $0.text.contains("Shakshuka") }
    first.send("\r")
    first.read { $0.text.contains("[ ] Favourite") }
    first.send("\r")
    first.read { $0.text.contains("[x] Favourite") }
    second.send("j\r")
    second.read { $0.text.contains("Roast Tomato Soup") }
    second.send("\r")
    second.read { $0.text.contains("1 kg tomatoes") }
    first.send("q")
    #expect(first.waitForExit())
    second.send("q")
    #expect(second.waitForExit())

    let scenes = try FileManager.default.contentsOfDirectory(
      atPath: state.appendingPathComponent("state/recipes/scenes").path)
    #expect(scenes.filter { $0.hasSuffix(".json") }.sorted() == ["0%232.json", "0.json"])

    // The preferences hold the first's favourites and, for the key both wrote, the recently
    // viewed recipes of the one that quit last.
    let preferences =
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: state.appendingPathComponent("config/recipes/preferences.plist")),
        format: nil) as? [String: Any]
    #expect(preferences?["favourites"] as? String == #"["shakshuka"]"#)
    #expect(preferences?["recentlyViewed"] as? String == #"["tomato-soup"]"#)

    // Launched again, the app opens the first window's place, with the first's favourite.
    let third = try PseudoTerminal(executable: Self.recipesBinary, stateDirectory: state)
    third.read { $0.text.contains("Favourite") }
    #expect(third.screen.lines[0].contains("Shakshuka"))
    #expect(third.screen.text.contains("[x] Favourite"))
    #expect(third.screen.text.contains("♡ Favourites (1)"))
    third.send("q")
    #expect(third.waitForExit())
  }

  @Test("Ctrl-Z saves and gives the terminal back; continued, the app takes it again as it was")
  func suspend() throws {
    let terminal = try PseudoTerminal(executable: Self.recipesBinary)
    terminal.read { $0.text.contains("Sam Porter") }
    terminal.send("jj\r")
    terminal.read { $0.text.contains("Jollof Rice") }
    let sceneFile = terminal.stateDirectory.appendingPathComponent("state/recipes/scenes/0.json")
    let before = terminal.output.count
    terminal.send("\u{1A}")
    // Stopped by a shell with job control, the app waits for SIGCONT; in an orphaned process
    // group (as here, under the test runner) the system ignores the stop, and the app takes
    // the terminal back at once. Either way the terminal was given back, then taken again.
    let leave = Array("\u{1B}[?1049l".utf8)
    let enter = Array("\u{1B}[?1049h".utf8)
    terminal.read { _ in
      let written = Array(terminal.output[before...])
      guard let left = written.firstRange(of: leave) else { return false }
      return written[left.upperBound...].firstRange(of: enter) != nil
    }
    kill(terminal.process.processIdentifier, SIGCONT)
    terminal.read { $0.isAlternateScreen && $0.text.contains("Jollof Rice") }
    #expect(FileManager.default.fileExists(atPath: sceneFile.path), "saved on going to background")
    #expect(terminal.screen.lines[0].contains("Mains"))
    terminal.send("q")
    #expect(terminal.waitForExit())
    #expect(terminal.process.terminationStatus == 0)
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
