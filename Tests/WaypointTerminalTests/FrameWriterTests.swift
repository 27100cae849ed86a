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
}
