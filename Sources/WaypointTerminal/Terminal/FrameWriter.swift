/// Encodes screen buffers as ANSI terminal output: every cell of a frame, or only the cells that
/// changed since the previous one, so a keystroke costs bytes in proportion to what it changed
/// and nothing is ever cleared and redrawn.
public enum FrameWriter {
  /// Every cell of `buffer`, row by row, without clearing the screen first (no flicker); the
  /// terminal's style is plain afterwards.
  public static func full(_ buffer: ScreenBuffer) -> [UInt8] {
    var pen = TerminalPen(style: nil)
    for row in 0..<buffer.height {
      pen.moveTo(row: row, column: 0)
      pen.write(buffer.rows[row][...])
    }
    pen.use(.plain)
    return pen.bytes
  }

  /// The bytes that turn a screen showing `old` into one showing `new`; the buffers must be
  /// the same size (after a resize, write a full frame). The terminal's style is plain before
  /// (every output of this writer ends so) and after.
  public static func changes(from old: ScreenBuffer, to new: ScreenBuffer) -> [UInt8] {
    guard old.width == new.width, old.height == new.height else { return full(new) }
    var pen = TerminalPen(style: .plain)
    for row in 0..<new.height where old.rows[row] != new.rows[row] {
      write(row, from: old.rows[row], to: new.rows[row], with: &pen)
    }
    pen.use(.plain)
    return pen.bytes
  }

  /// Writes the cells of one row that differ; an unchanged gap between two of them is written
  /// again when that takes fewer bytes than moving the cursor over it.
  private static func write(
    _ row: Int, from old: [Cell], to new: [Cell], with pen: inout TerminalPen
  ) {
    // The column after the last cell written on this row, where the cursor is.
    var cursor: Int?
    var column = 0
    while column < new.count {
      guard old[column] != new[column] else {
        column += 1
        continue
      }
      // A run of differing cells, widened so no wide character is cut in half.
      var start = column
      if new[start].isContinuation && start > 0 { start -= 1 }
      var end = column + 1
      while end < new.count && old[end] != new[end] { end += 1 }
      if end < new.count && new[end].isContinuation { end += 1 }
      if let cursor, cursor <= start, bridges(new[cursor..<start], to: new[start], row, pen) {
        pen.write(new[cursor..<start])
      } else {
        pen.moveTo(row: row, column: start)
      }
      pen.write(new[start..<end])
      cursor = end
      column = end
    }
  }

  /// Whether writing `gap` again, then turning to `next`'s style, takes no more bytes than
  /// moving the cursor past it and turning to that style from the pen's.
  private static func bridges(
    _ gap: ArraySlice<Cell>, to next: Cell, _ row: Int, _ pen: TerminalPen
  ) -> Bool {
    let gapEnd = gap.last(where: { !$0.isContinuation })?.style ?? pen.style
    let written =
      TerminalPen.cost(of: gap, from: pen.style)
      + (gapEnd == next.style ? 0 : TerminalPen.transition(from: gapEnd, to: next.style).count)
    let moved =
      TerminalPen.moveBytes(row: row, column: gap.endIndex).count
      + (pen.style == next.style
        ? 0 : TerminalPen.transition(from: pen.style, to: next.style).count)
    return written <= moved
  }
}
