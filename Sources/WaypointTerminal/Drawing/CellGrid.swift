import WaypointUI

/// A block of cells content is drawn into from its frames before it joins the lines: each cell
/// with its character, style and the focusable element it belongs to.
struct CellGrid {
  struct Slot: Equatable {
    var character: Character = " "
    var style = CellStyle.plain
    var target: ElementID?
    /// The second half of a wide character before it.
    var isContinuation = false
    /// Whether text was written here: dots drawn later leave it, a cell holding one character.
    var holdsText = false
    /// The braille dots drawn here, which later drawings add to.
    var dots: UInt8 = 0
  }

  let columns: Int
  let rows: Int
  private var slots: [Slot]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    slots = Array(repeating: Slot(), count: self.columns * self.rows)
  }

  /// Writes `text` from (`column`, `row`), cut at the grid's edge and at `limit` columns; the
  /// cells keep their background.
  mutating func write(
    _ text: String, style: CellStyle, target: ElementID?, row: Int, column: Int,
    limit: Int = .max
  ) {
    guard (0..<rows).contains(row) else { return }
    var at = column
    let end = limit >= columns ? columns : min(columns, column + max(0, limit))
    for character in text {
      let wide = displayWidth(of: character)
      guard wide > 0 else { continue }
      guard at + wide <= end else { break }
      if at >= 0 {
        set(row: row, column: at, character: character, style: style, target: target)
        slots[row * columns + at].holdsText = true
        if wide == 2 { slots[row * columns + at + 1] = Slot(isContinuation: true, holdsText: true) }
      }
      at += wide
    }
  }

  /// One flag a cell, row by row: whether it was drawn over (a background, a character, at
  /// least half its dots) — where a mask drawn into an empty grid is opaque.
  var paintedCells: [Bool] {
    slots.map { slot in
      slot.style.background != nil
        || (slot.dots != 0 ? slot.dots.nonzeroBitCount >= 4 : slot.character != " ")
    }
  }

  /// Puts back `before`'s cells wherever `kept` (one flag a cell, row by row) is false: what
  /// was drawn since then stays only inside a clip.
  mutating func restore(from before: CellGrid, outside kept: [Bool]) {
    guard before.slots.count == slots.count, kept.count == slots.count else { return }
    for index in slots.indices where !kept[index] { slots[index] = before.slots[index] }
  }

  /// Writes the characters of `mask`'s text over what was drawn since `before`, in the colour
  /// drawn there, on `before`'s background: a text mask shows as its letters in the colours
  /// of what it masks (gradient text).
  mutating func letter(from mask: CellGrid, over before: CellGrid) {
    guard mask.slots.count == slots.count, before.slots.count == slots.count else { return }
    for index in slots.indices
    where mask.slots[index].holdsText && slots[index] != before.slots[index] {
      let drawn = slots[index].style
      var slot = mask.slots[index]
      slot.style.foreground = drawn.foreground ?? drawn.background ?? slot.style.foreground
      slot.style.background = before.slots[index].style.background
      slots[index] = slot
    }
  }

  /// Sets one cell's character, keeping the background under it.
  mutating func set(
    row: Int, column: Int, character: Character, style: CellStyle, target: ElementID?
  ) {
    guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
    var style = style
    style.background = style.background ?? slots[row * columns + column].style.background
    slots[row * columns + column] = Slot(character: character, style: style, target: target)
  }

  /// Gives the cells of `rows` and `columns` a background colour.
  mutating func paintBackground(_ color: TerminalColor?, rows: Range<Int>, columns: Range<Int>) {
    guard let color else { return }
    for row in rows.clamped(to: 0..<self.rows) {
      for column in columns.clamped(to: 0..<self.columns) {
        slots[row * self.columns + column].style.background = color
      }
    }
  }

  /// Gives the cells the raster covers at least half of the background colour `color` answers
  /// for each (by the raster's column and row), with their top-left at (`column`, `row`): a
  /// shape behind content, as a terminal fills behind text.
  mutating func paintBackground(
    covering raster: DotRaster, row: Int, column: Int,
    _ color: (_ column: Int, _ row: Int) -> TerminalColor?
  ) {
    for rasterRow in 0..<raster.rows {
      for rasterColumn in 0..<raster.columns
      where raster.dotCount(column: rasterColumn, row: rasterRow) >= 4 {
        paintBackground(
          color(rasterColumn, rasterRow), rows: (row + rasterRow)..<(row + rasterRow + 1),
          columns: (column + rasterColumn)..<(column + rasterColumn + 1))
      }
    }
  }

  /// Draws the raster's set cells with their top-left at (`column`, `row`), in `style` with the
  /// raster's colours, except over text; whole cells in a dim style as a light shade.
  mutating func draw(
    _ raster: DotRaster, row: Int, column: Int, style: CellStyle, target: ElementID?
  ) {
    for rasterRow in 0..<raster.rows {
      for rasterColumn in 0..<raster.columns {
        let (at, across) = (row + rasterRow, column + rasterColumn)
        guard let (dots, color) = raster.cell(column: rasterColumn, row: rasterRow),
          (0..<rows).contains(at), (0..<columns).contains(across),
          !slots[at * columns + across].holdsText
        else { continue }
        var cellStyle = style
        if let color { cellStyle.foreground = color }
        // Dots join those drawn before (rings in a stack); the cell takes the newest colour.
        let combined = slots[at * columns + across].dots | dots
        // A whole cell in a dim paint (secondary, gray) is a light shade, which shows without
        // colours too: a track under a bar.
        let character: Character =
          combined == 0xFF && style.dim ? "░" : DotRaster.character(for: combined)
        set(row: at, column: across, character: character, style: cellStyle, target: target)
        slots[at * columns + across].dots = combined
      }
    }
  }

  /// Row `row` as spans: neighbouring cells of one style and target in one span, trailing
  /// blank cells left out.
  func spans(ofRow row: Int) -> [Span] {
    let cells = slots[(row * columns)..<(row * columns + columns)]
    let blank = Slot()
    let end = cells.lastIndex { $0 != blank }.map { $0 + 1 } ?? cells.startIndex
    var spans: [Span] = []
    for slot in cells[cells.startIndex..<end] where !slot.isContinuation {
      if let last = spans.last, last.style == slot.style, last.target == slot.target {
        spans[spans.count - 1].text.append(slot.character)
      } else {
        spans.append(Span(text: String(slot.character), style: slot.style, target: slot.target))
      }
    }
    return spans
  }
}
