import TerminalTestSupport
import TestSupport
import Testing

@testable import WaypointTerminal

@Suite("Writing frames to the terminal")
struct FrameWriterTests {
  private func buffer(_ lines: [String], width: Int = 12, reversed: Set<Int> = []) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: lines.count)
    for (row, line) in lines.enumerated() {
      buffer.write(line, row: row, column: 0, style: CellStyle(reverse: reversed.contains(row)))
    }
    return buffer
  }

  @Test("A full frame draws every cell, so nothing needs clearing first")
  func fullFrame() {
    let frame = buffer(["Hello", "wide 漢字", "end"])
    var terminal = VirtualTerminal(width: 12, height: 3)
    terminal.feed(Array("junk junk junk junk junk junk junk".utf8))
    terminal.feed(FrameWriter.full(frame))
    #expect(terminal.lines == ["Hello", "wide 漢字", "end"])
    #expect(!String(decoding: FrameWriter.full(frame), as: UTF8.self).contains("\u{1B}[2J"))
  }

  @Test("A cell's background is written with its foreground, and reset where it ends")
  func backgrounds() {
    var frame = ScreenBuffer(width: 4, height: 1)
    frame.write("ab", row: 0, column: 0, style: CellStyle(background: .standard(4)))
    frame.write(
      "c", row: 0, column: 2, style: CellStyle(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))
    )
    frame.write("d", row: 0, column: 3, style: .plain)
    let written = String(decoding: FrameWriter.full(frame), as: UTF8.self)
    #expect(written.contains("\u{1B}[0;44mab"))
    #expect(
      written.contains("38;2;1;2;3;48;2;4;5;6mc") || written.contains("48;2;4;5;6;38;2;1;2;3mc"))
    #expect(written.contains("\u{1B}[md") || written.contains("49md"))
  }

  @Test("Changes rewrite only the runs of cells that differ and reproduce the new frame")
  func changesOnly() {
    let old = buffer(["Apples", "Pears", "Plums"], reversed: [0])
    let new = buffer(["Apples", "Pears", "Plums"], reversed: [1])
    var terminal = VirtualTerminal(width: 12, height: 3)
    terminal.feed(FrameWriter.full(old))
    let changes = FrameWriter.changes(from: old, to: new)
    terminal.feed(changes)
    #expect(terminal.lines == ["Apples", "Pears", "Plums"])
    #expect(terminal.highlightedText == "Pears")
    #expect(!String(decoding: changes, as: UTF8.self).contains("Plums"))
    #expect(FrameWriter.changes(from: new, to: new).isEmpty)
  }

  @Test("Random edits, wide characters included, always end in the new frame")
  func randomEdits() {
    var generator = SplitMix(seed: 7)
    let alphabet: [Character] = ["a", "b", " ", "漢", "字", "é", "▸"]
    func randomLines() -> [String] {
      (0..<4).map { _ in
        String(
          (0..<Int.random(in: 0...9, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          })
      }
    }
    for _ in 0..<200 {
      let old = buffer(randomLines())
      let new = buffer(randomLines(), reversed: [Int.random(in: 0..<4, using: &generator)])
      var terminal = VirtualTerminal(width: 12, height: 4)
      terminal.feed(FrameWriter.full(old))
      terminal.feed(FrameWriter.changes(from: old, to: new))
      var expected = VirtualTerminal(width: 12, height: 4)
      expected.feed(FrameWriter.full(new))
      #expect(terminal.lines == expected.lines)
      #expect(terminal.highlightedText == expected.highlightedText)
    }
  }

  @Test("Random edits in random styles leave every cell in its character and its style")
  func randomStyles() {
    var generator = SplitMix(seed: 11)
    let styles: [CellStyle] = [
      .plain, CellStyle(bold: true), CellStyle(dim: true), CellStyle(bold: true, dim: true),
      CellStyle(reverse: true), CellStyle(underline: true, foreground: .standard(6)),
      CellStyle(bold: true, dim: true, underline: true, foreground: .standard(6)),
      CellStyle(italic: true, foreground: .rgb(200, 40, 0)), CellStyle(dim: true, reverse: true),
    ]
    let alphabet: [Character] = ["a", "b", " ", "漢", "é", "▸"]
    func randomBuffer() -> ScreenBuffer {
      var buffer = ScreenBuffer(width: 12, height: 4)
      for row in 0..<4 {
        var column = 0
        while column < 12 {
          let text = String(
            (0..<Int.random(in: 1...4, using: &generator)).map { _ in
              alphabet.randomElement(using: &generator) ?? " "
            })
          let style = styles.randomElement(using: &generator) ?? .plain
          column = max(column + 1, buffer.write(text, row: row, column: column, style: style))
        }
      }
      return buffer
    }
    for _ in 0..<300 {
      let old = randomBuffer()
      let new = randomBuffer()
      var terminal = VirtualTerminal(width: 12, height: 4)
      terminal.feed(FrameWriter.full(old))
      terminal.feed(FrameWriter.changes(from: old, to: new))
      #expect(
        terminal.lines
          == new.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      )
      #expect(terminal.styles == new.rows.map { $0.map(\.style) })
      // Each output leaves the terminal drawing plain, as the next one assumes.
      terminal.feed(Array("\u{1B}[4;12Hx".utf8))
      #expect(terminal.styles[3][11] == .plain)
    }
  }

  @Test(
    "Moving the focus down a row writes the two rows' marker and label, and the styles' changes")
  func focusMoveBytes() {
    var old = ScreenBuffer(width: 40, height: 3)
    old.write("▸", row: 0, column: 0)
    old.write("☼ Breakfast", row: 0, column: 4, style: CellStyle(reverse: true))
    old.write("♨ Soups", row: 1, column: 4)
    old.write("7 ›", row: 0, column: 37)
    old.write("7 ›", row: 1, column: 37)
    var new = ScreenBuffer(width: 40, height: 3)
    new.write("☼ Breakfast", row: 0, column: 4)
    new.write("▸", row: 1, column: 0)
    new.write("♨ Soups", row: 1, column: 4, style: CellStyle(reverse: true))
    new.write("7 ›", row: 0, column: 37)
    new.write("7 ›", row: 1, column: 37)
    let bytes = FrameWriter.changes(from: old, to: new)
    let expected = "\u{1B}[H    ☼ Breakfast\u{1B}[2H▸   \u{1B}[7m♨ Soups\u{1B}[m"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }
}
