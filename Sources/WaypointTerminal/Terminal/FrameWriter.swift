/// Encodes screen buffers as ANSI terminal output: every cell of a frame, or only the runs of
/// cells that changed since the previous one, so a keystroke costs bytes in proportion to what
/// it changed and nothing is ever cleared and redrawn.
public enum FrameWriter {
  /// Every cell of `buffer`, row by row, without clearing the screen first (no flicker).
  public static func full(_ buffer: ScreenBuffer) -> [UInt8] {
    var output = Output()
    for row in 0..<buffer.height {
      output.moveTo(row: row, column: 0)
      output.write(buffer.rows[row][...])
    }
    output.resetStyle()
    return output.bytes
  }

  /// The bytes that turn a screen showing `old` into one showing `new`; the buffers must be
  /// the same size (after a resize, write a full frame).
  public static func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
    guard old.width == new.width, old.height == new.height else { return full(new) }
    var output = Output()
    for row in 0..<new.height {
      let oldRow = old.rows[row]
      let newRow = new.rows[row]
      guard oldRow != newRow else { continue }
      for run in changedRuns(oldRow, newRow) {
        output.moveTo(row: row, column: run.lowerBound)
        output.write(newRow[run])
      }
    }
    if !output.bytes.isEmpty { output.resetStyle() }
    return output.bytes
  }

  /// Ranges of columns that differ, merged across short unchanged gaps (a cursor move costs
  /// more than rewriting a few cells), widened so no wide character is cut in half.
  static func changedRuns(_ old: [Cell], _ new: [Cell]) -> [Range<Int>] {
    let mergeGap = 4
    var runs: [Range<Int>] = []
    var column = 0
    while column < new.count {
      guard old[column] != new[column] else {
        column += 1
        continue
      }
      var start = column
      if new[start].isContinuation && start > 0 { start -= 1 }
      var end = column + 1
      var probe = end
      while probe < new.count && probe - end <= mergeGap {
        if old[probe] != new[probe] {
          end = probe + 1
        }
        probe += 1
      }
      if end < new.count && new[end].isContinuation { end += 1 }
      if let last = runs.last, last.upperBound >= start {
        runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        runs.append(start..<end)
      }
      column = end
    }
    return runs
  }

  /// The bytes that move the cursor and set styles, tracking the terminal's current style so
  /// that only changes are sent.
  private struct Output {
    var bytes: [UInt8] = []
    var style: CellStyle?

    mutating func moveTo(row: Int, column: Int) {
      append("\u{1B}[\(row + 1);\(column + 1)H")
    }

    mutating func write(_ cells: ArraySlice<Cell>) {
      for cell in cells where !cell.isContinuation {
        if style != cell.style {
          append(Self.sgr(cell.style))
          style = cell.style
        }
        append(String(cell.character))
      }
    }

    mutating func resetStyle() {
      append("\u{1B}[0m")
      style = nil
    }

    private mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// Select Graphic Rendition: reset, then each attribute the style has.
    static func sgr(_ style: CellStyle) -> String {
      var codes = ["0"]
      if style.bold { codes.append("1") }
      if style.dim { codes.append("2") }
      if style.italic { codes.append("3") }
      if style.underline { codes.append("4") }
      if style.reverse { codes.append("7") }
      switch style.foreground {
      case .standard(let index)?: codes.append("3\(min(index, 7))")
      case .rgb(let red, let green, let blue)?: codes.append("38;2;\(red);\(green);\(blue)")
      case nil: break
      }
      return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
  }
}
