import Foundation
import Testing
import Waypoint

@testable import Recipes
@testable import WaypointTerminal

/// A counter whose buttons have keyboard shortcuts, and a sheet with a Cancel button.
private struct ShortcutCounter: View {
  @State var count = 0
  @State var showsSheet = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count: \(count)")
        Button("Increment") { count += 1 }.keyboardShortcut("i")
        HStack {
          Button("Reset") { count = 0 }
        }
        .keyboardShortcut("r", modifiers: .option)
        Button("Options") { showsSheet = true }
      }
      .sheet(isPresented: $showsSheet) {
        NavigationStack {
          Text("Sheet")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { showsSheet = false }.keyboardShortcut(.cancelAction)
              }
            }
        }
      }
    }
  }
}

@MainActor
@Suite("Keyboard shortcuts press their controls in the terminal")
struct KeyboardShortcutTests {
  private func session(_ view: some View) async -> TerminalSession {
    let runtime = ViewRuntime(view)
    await runtime.settle()
    return TerminalSession(runtime: runtime, width: 80, height: 24, usesColor: false)
  }

  @Test("Ctrl and a letter press the control with that Command shortcut; Alt, an Option one")
  func controlAndAlt() async {
    let session = await session(ShortcutCounter())
    _ = await session.handle(.control("i"))
    _ = await session.handle(.control("i"))
    #expect(session.screen.plainText.contains("Count: 2"))
    _ = await session.handle(.alt("r"))
    #expect(
      session.screen.plainText.contains("Count: 0"),
      "the shortcut of a container presses its button")
    _ = await session.handle(.control("x"))
    #expect(session.screen.plainText.contains("Nothing here has the shortcut Ctrl-X"))
  }

  @Test("Esc presses a sheet's cancel action")
  func cancelAction() async {
    let session = await session(ShortcutCounter())
    let runtime = session.runtime
    let options = runtime.scenes.first?.reachableElements.flatMap(\.allElements).first {
      $0.label == "Options"
    }
    #expect(options != nil)
    if let options { try? runtime.perform(.tap, on: options) }
    await runtime.settle()
    _ = await session.handle(.down)
    #expect(session.screen.plainText.contains("Sheet"))
    _ = await session.handle(.escape)
    #expect(!session.screen.plainText.contains("Sheet"))
  }

  @Test("In the recipes app Ctrl-P opens a recipe's plan sheet, and Esc presses its Cancel")
  func recipesShortcuts() async {
    let runtime = ViewRuntime(app: RecipesApp())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 80, height: 24, usesColor: false)
    if let link = URL(string: "recipes://recipe/shakshuka") { runtime.open(link) }
    await runtime.settle()
    #expect(!session.screen.plainText.contains("Monday"))
    _ = await session.handle(.control("p"))
    #expect(session.screen.plainText.contains("Monday"), "the sheet lists the days")
    _ = await session.handle(.escape)
    #expect(!session.screen.plainText.contains("Monday"))
  }

  @Test("the key decoder reads Ctrl and a letter, and Alt (Esc first) and a character")
  func decoding() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x13]) == [.control("s")])
    #expect(decoder.decode([0x1B, UInt8(ascii: "x")]) == [.alt("x")])
    #expect(decoder.decode([0x03]) == [.interrupt], "Ctrl-C still quits")
    #expect(decoder.decode([0x1B]) == [.escape])
  }
}
