/// Writes cells to a terminal with the fewest escape bytes it can: cursor positions without the
/// parameters a terminal assumes, and each change of style as the shorter of a reset followed by
/// the new attributes or only the attributes that differ.
struct TerminalPen {
  private(set) var bytes: [UInt8] = []
  /// The style the terminal draws with now; nil when it is not known.
  private(set) var style: CellStyle?

  /// A pen for a terminal drawing with `style`, nil when unknown (the first frame).
  init(style: CellStyle?) {
    self.style = style
  }

  /// Moves the cursor to `row` and `column`, counted from 0.
  mutating func moveTo(row: Int, column: Int) {
    bytes += Self.moveBytes(row: row, column: column)
  }

  /// Writes `cells` from where the cursor is; continuation cells are the wide character's own.
  mutating func write(_ cells: ArraySlice<Cell>) {
    for cell in cells where !cell.isContinuation {
      use(cell.style)
      bytes += cell.character.utf8
    }
  }

  /// Sets the terminal's style to `new` unless it already draws with it.
  mutating func use(_ new: CellStyle) {
    guard style != new else { return }
    bytes += Self.transition(from: style, to: new)
    style = new
  }

  /// Cursor position (CUP); a column of 1 and a row of 1 are the terminal's defaults.
  static func moveBytes(row: Int, column: Int) -> [UInt8] {
    let text =
      column > 0 ? "\u{1B}[\(row + 1);\(column + 1)H" : row > 0 ? "\u{1B}[\(row + 1)H" : "\u{1B}[H"
    return Array(text.utf8)
  }

  /// The bytes of the written characters of `cells` and the style changes between them, when
  /// the terminal draws with `style` before the first.
  static func cost(of cells: ArraySlice<Cell>, from style: CellStyle?) -> Int {
    var pen = TerminalPen(style: style)
    pen.write(cells)
    return pen.bytes.count
  }

  /// Select Graphic Rendition from `old` to `new`: a reset then `new`'s attributes, or, when
  /// `old` is known and it is shorter, codes that turn off and on only what differs.
  static func transition(from old: CellStyle?, to new: CellStyle) -> [UInt8] {
    let reset = new == .plain ? sgr([]) : sgr(["0"] + codes(of: new))
    guard let old else { return reset }
    var delta: [String] = []
    // 22 turns off bold and dim both: what stays on is turned on again after it.
    let intensityOff = (old.bold && !new.bold) || (old.dim && !new.dim)
    if intensityOff { delta.append("22") }
    if new.bold && (!old.bold || intensityOff) { delta.append("1") }
    if new.dim && (!old.dim || intensityOff) { delta.append("2") }
    if old.italic != new.italic { delta.append(new.italic ? "3" : "23") }
    if old.underline != new.underline { delta.append(new.underline ? "4" : "24") }
    if old.reverse != new.reverse { delta.append(new.reverse ? "7" : "27") }
    if old.foreground != new.foreground { delta.append(foregroundCode(new.foreground)) }
    if old.background != new.background { delta.append(backgroundCode(new.background)) }
    let changed = sgr(delta)
    return changed.count < reset.count ? changed : reset
  }

  /// The attribute codes of `style` after a reset.
  private static func codes(of style: CellStyle) -> [String] {
    var codes: [String] = []
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.reverse { codes.append("7") }
    if style.foreground != nil { codes.append(foregroundCode(style.foreground)) }
    if style.background != nil { codes.append(backgroundCode(style.background)) }
    return codes
  }

  private static func foregroundCode(_ color: TerminalColor?) -> String {
    switch color {
    case .standard(let index)?: "3\(min(index, 7))"
    case .rgb(let red, let green, let blue)?: "38;2;\(red);\(green);\(blue)"
    case nil: "39"
    }
  }

  private static func backgroundCode(_ color: TerminalColor?) -> String {
    switch color {
    case .standard(let index)?: "4\(min(index, 7))"
    case .rgb(let red, let green, let blue)?: "48;2;\(red);\(green);\(blue)"
    case nil: "49"
    }
  }

  /// `ESC [ codes m`; no codes is a reset.
  private static func sgr(_ codes: [String]) -> [UInt8] {
    Array(("\u{1B}[" + codes.joined(separator: ";") + "m").utf8)
  }
}
