/// A grid of cells: what the terminal shows, or should show.
public struct ScreenBuffer: Sendable, Equatable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row by row.
  public private(set) var rows: [[Cell]]

  /// Creates a blank buffer.
  public init(width: Int, height: Int) {
    self.width = max(1, width)
    self.height = max(1, height)
    rows = Array(repeating: Array(repeating: .blank, count: self.width), count: self.height)
  }

  /// Writes `text` at `row`, starting at `column`, clipping at `limit` (the right edge when
  /// nil); returns the column after the text.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    guard row >= 0, row < height else { return column }
    let limit = min(limit ?? width, width)
    var column = column
    for var character in text {
      // Control characters would move the terminal's cursor; they show as spaces.
      if character.unicodeScalars.first.map({ $0.value < 0x20 || $0.value == 0x7F }) ?? false {
        character = " "
      }
      let width = displayWidth(of: character)
      guard width > 0 else { continue }
      guard column >= 0, column + width <= limit else { break }
      rows[row][column] = Cell(character: character, style: style)
      if width == 2 {
        rows[row][column + 1] = Cell(character: " ", style: style, isContinuation: true)
      }
      column += width
    }
    return column
  }

  /// Marks the cell at `row` and `column` as the top-left corner of `picture`.
  mutating func setPicture(_ picture: TerminalPicture, row: Int, column: Int) {
    guard row >= 0, row < height, column >= 0, column < width else { return }
    rows[row][column].picture = picture
  }

  /// The pictures to draw: each marked cell whose picture's area lies on the screen and is
  /// blank, so no text or frame of a panel is hidden under it.
  public var drawnPictures: [(row: Int, column: Int, picture: TerminalPicture)] {
    var pictures: [(row: Int, column: Int, picture: TerminalPicture)] = []
    for (row, cells) in rows.enumerated() {
      for (column, cell) in cells.enumerated() {
        guard let picture = cell.picture, row + picture.rows <= height,
          column + picture.columns <= width,
          (row..<row + picture.rows).allSatisfy({ r in
            rows[r][column..<column + picture.columns].allSatisfy { $0.character == " " }
          })
        else { continue }
        pictures.append((row, column, picture))
      }
    }
    return pictures
  }

  /// Copies a row of cells in, clipping to the width.
  public mutating func setRow(_ row: Int, cells: [Cell]) {
    guard row >= 0, row < height else { return }
    for (column, cell) in cells.prefix(width).enumerated() { rows[row][column] = cell }
  }

  /// Copies `other` in with its left edge at `column`, clipping to this buffer.
  public mutating func place(_ other: ScreenBuffer, atColumn column: Int) {
    for row in 0..<min(height, other.height) {
      for (offset, cell) in other.rows[row].enumerated() where column + offset < width {
        rows[row][column + offset] = cell
      }
    }
  }

  /// Copies `other` in with its top-left corner at `row` and `column`, clipping to this buffer.
  public mutating func place(_ other: ScreenBuffer, atRow row: Int, column: Int) {
    for (offset, cells) in other.rows.enumerated() where row + offset >= 0 && row + offset < height
    {
      for (index, cell) in cells.enumerated() where column + index >= 0 && column + index < width {
        rows[row + offset][column + index] = cell
      }
    }
  }

  /// Dims every cell and takes the focus's reverse video away: what lies under a modal layer.
  public mutating func dimAll() {
    for row in rows.indices {
      for column in rows[row].indices {
        rows[row][column].style.dim = true
        rows[row][column].style.reverse = false
      }
    }
  }

  /// Applies `change` to the style of the cells in `columns` of `row`.
  public mutating func restyle(row: Int, columns: Range<Int>, _ change: (inout CellStyle) -> Void) {
    guard row >= 0, row < height else { return }
    for column in columns where column >= 0 && column < width { change(&rows[row][column].style) }
  }

  /// The buffer as plain text: one line per row, trailing spaces removed.
  public var plainText: String {
    rows.map { row in
      var line = ""
      for cell in row where !cell.isContinuation { line.append(cell.character) }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
