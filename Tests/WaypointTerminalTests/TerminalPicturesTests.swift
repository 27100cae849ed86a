import Foundation
import TerminalTestSupport
import TestSupport
import Testing

@testable import WaypointTerminal

/// Pictures in a terminal: asked for once at start, drawn with the kitty graphics protocol
/// where the terminal answers, and nothing sent where it does not.
@Suite(
  "Pictures in the terminal", .serialized,
  .integration)
struct TerminalPicturesIntegrationTests {
  private static let query = "i=31,s=1,v=1,a=q,t=d,f=24;AAAA"

  /// The recipes app at a recipe, in a window wide enough for the split view.
  private func recipe() throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      executable: BuiltExecutable(named: "recipes").url,
      arguments: ["--open", "recipes://recipe/shakshuka"], width: 120, height: 40)
    terminal.read { $0.text.contains("Eggs poached") }
    return terminal
  }

  @Test("a terminal that speaks the kitty protocol gets each PNG once, then where to place it")
  func kitty() throws {
    let terminal = try recipe()
    #expect(terminal.screen.graphicsCommands == [Self.query], "the question, and nothing else yet")
    terminal.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
    terminal.read { $0.graphicsCommands.contains { $0.hasPrefix("a=p,") } }
    let commands = Array(terminal.screen.graphicsCommands.dropFirst())
    #expect(commands.first == "a=d,d=a,q=2", "placements are cleared before they are made")

    // Each transmission: `a=t,f=100,…,i=N,q=2,m=1;<base64>` then `m=…;<base64>` up to `m=0`.
    var pictures: [Int: Data] = [:]
    var current: (id: Int, text: String)?
    for command in commands {
      let parts = command.split(separator: ";", maxSplits: 1).map(String.init)
      let keys = Dictionary(
        uniqueKeysWithValues: parts[0].split(separator: ",").map {
          let pair = $0.split(separator: "=", maxSplits: 1)
          return (String(pair[0]), pair.count > 1 ? String(pair[1]) : "")
        })
      if keys["a"] == "t" {
        #expect(keys["f"] == "100" && keys["t"] == "d" && keys["q"] == "2")
        current = (Int(keys["i"] ?? "") ?? 0, "")
      }
      guard var open = current, keys["m"] != nil else { continue }
      open.text += parts.count > 1 ? parts[1] : ""
      #expect((parts.count > 1 ? parts[1] : "").count <= 4096)
      if keys["m"] == "0" {
        pictures[open.id] = Data(base64Encoded: open.text)
        current = nil
      } else {
        current = open
      }
    }
    let recipesBundle = try BuiltExecutable(named: "recipes").url
      .deletingLastPathComponent()
      .appendingPathComponent("Waypoint_Recipes.resources/Assets.xcassets")
    let photo = try Data(
      contentsOf: recipesBundle.appendingPathComponent(
        "Recipes/shakshuka.imageset/shakshuka@2x.png"))
    #expect(pictures.values.contains(photo), "the recipe's 2x PNG, byte for byte")
    let placements = commands.filter { $0.hasPrefix("a=p,") }
    #expect(!placements.isEmpty)
    for placement in placements {
      #expect(placement.contains(",C=1,q=2"), "the cursor stays; no answer comes back")
      let id = placement.firstMatch(of: /i=(\d+)/).flatMap { Int($0.output.1) }
      #expect(id.map { pictures[$0] != nil } == true, "placed after it was sent: \(placement)")
    }
    let header = try #require(
      placements.first { $0.contains("i=\(pictures.first { $0.value == photo }?.key ?? 0),") })
    let columns = try #require(header.firstMatch(of: /c=(\d+)/).flatMap { Int($0.output.1) })
    let rows = try #require(header.firstMatch(of: /r=(\d+)/).flatMap { Int($0.output.1) })
    #expect(columns > 8 && rows > 4, "a picture of its own line is many cells: \(header)")
    #expect(rows <= 12)
    #expect(
      abs(Double(columns) / Double(rows * 2) - 160.0 / 120.0) < 0.2,
      "cells twice as tall as wide keep the picture's proportions")
    // The cells under the picture are blank: no text is hidden.
    #expect(!terminal.screen.text.contains("Recipes/shakshuka"))

    terminal.send("q")
    #expect(terminal.waitForExit())
  }

  @Test("a sixel terminal gets each picture as sixel at its cells' size, not again unchanged")
  func sixel() throws {
    let terminal = try recipe()
    terminal.send("\u{1B}[?62;4;22c")
    terminal.read { !$0.sixelPictures.isEmpty }
    #expect(terminal.screen.graphicsCommands == [Self.query], "no kitty commands")
    let pictures = terminal.screen.sixelPictures
    let header = try #require(pictures.first)
    #expect(header.hasPrefix("0;1;0q\"1;1;"), "\(header)")
    let size = header.split(separator: ";").suffix(2).compactMap { Int($0) }
    try #require(size.count == 2)
    // 10 × 20 pixels a cell (the pseudo-terminal reports no pixel size), proportions kept.
    #expect(size[0] % 10 == 0 && size[1] % 20 == 0)
    #expect(abs(Double(size[0]) / Double(size[1]) - 160.0 / 120.0) < 0.2, "\(size)")
    #expect(size[1] <= 12 * 20)
    // A key that changes nothing on screen sends no picture again.
    terminal.send("x")
    terminal.read { _ in true }
    #expect(terminal.screen.sixelPictures.count == pictures.count)
    terminal.send("q")
    #expect(terminal.waitForExit())
  }

  @Test("a terminal that does not answer the question is sent nothing else")
  func noGraphics() throws {
    let terminal = try recipe()
    terminal.send("\u{1B}[?62;22c")
    terminal.send("j")
    terminal.read { $0.text.contains("Eggs poached") }
    #expect(terminal.screen.graphicsCommands == [Self.query])
    #expect(!terminal.output.contains(0x07), "no bell, no stray control bytes")
    terminal.send("q")
    #expect(terminal.waitForExit())
  }

  @Test("the terminal's answers are read as replies, not keys, also when split across reads")
  func replies() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)) == [.reply(.graphics(isOK: true))])
    #expect(
      decoder.decode(Array("\u{1B}_Gi=31;EINVAL:bad\u{1B}\\".utf8))
        == [.reply(.graphics(isOK: false))])
    #expect(
      decoder.decode(Array("\u{1B}[?62;4;22c".utf8)) == [.reply(.deviceAttributes([62, 4, 22]))])
    #expect(decoder.decode(Array("\u{1B}_Gi=3".utf8)) == [])
    #expect(
      decoder.decode(Array("1;OK\u{1B}\\j".utf8)) == [
        .reply(.graphics(isOK: true)), .character("j"),
      ])
  }
}
