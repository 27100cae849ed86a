import WaypointTerminal

/// A small terminal emulator for tests: applies the escape sequences the renderer sends
/// (cursor moves, styles, the alternate screen, cursor visibility) to a grid of cells, so a
/// test can read what a person would see, in the styles they would see it.
public struct VirtualTerminal {
  /// The screen's width in cells.
  public let width: Int
  /// The screen's height in cells.
  public let height: Int
  /// The character in each cell, row by row.
  public private(set) var cells: [[Character]]
  /// The style each cell was drawn with.
  public private(set) var styles: [[CellStyle]]
  /// Whether the program switched to the alternate screen.
  public private(set) var isAlternateScreen = false
  /// Whether the cursor is shown.
  public private(set) var isCursorVisible = true
  /// The kitty graphics commands received, each `keys;payload` as sent between `ESC _ G` and
  /// `ESC \\`.
  public private(set) var graphicsCommands: [String] = []
  /// The sixel pictures received: each one's parameters and raster attributes (`0;1;0q"1;1;W;H`).
  public private(set) var sixelPictures: [String] = []
  private var row = 0
  private var column = 0
  private var style = CellStyle.plain
  private var pending: [UInt8] = []

  /// A blank screen of `width` by `height` cells.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    styles = Array(repeating: Array(repeating: .plain, count: width), count: height)
  }

  /// Which cells are in reverse video (the focus), row by row.
  public var reversed: [[Bool]] {
    styles.map { $0.map(\.reverse) }
  }

  /// The screen as text, one line per row, trailing spaces removed.
  public var text: String {
    lines.joined(separator: "\n")
  }

  /// The rows as text.
  public var lines: [String] {
    cells.map { row in
      var line = String(row.filter { $0 != "\u{0}" })
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The text of the reversed (focused) cells of each row that has any, joined.
  public var highlightedText: String {
    var parts: [String] = []
    for (cellRow, flags) in zip(cells, reversed) where flags.contains(true) {
      parts.append(String(zip(cellRow, flags).filter { $0.1 && $0.0 != "\u{0}" }.map(\.0)))
    }
    return parts.joined(separator: " | ")
  }

  /// Applies bytes a program wrote.
  public mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let end = sequenceEnd(from: index) else { break }
        apply(Array(pending[(index + 1)...end]))
        index = end + 1
        continue
      }
      if byte == 0x0D {
        column = 0
        index += 1
        continue
      }
      if byte == 0x0A {
        row = min(height - 1, row + 1)
        index += 1
        continue
      }
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      guard index + length <= pending.count else { break }
      if let text = String(validating: pending[index..<(index + length)], as: UTF8.self),
        let character = text.first
      {
        put(character)
      }
      index += length
    }
    pending.removeFirst(index)
  }

  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    // A string (APC, OSC, DCS, PM) runs to ST (ESC \\) or BEL; a terminal shows none of it.
    if [UInt8(ascii: "_"), UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "^")].contains(
      pending[start + 1])
    {
      var end = start + 2
      while end < pending.count {
        if pending[end] == 0x07 { return end }
        if pending[end] == 0x1B, end + 1 < pending.count, pending[end + 1] == UInt8(ascii: "\\") {
          return end + 1
        }
        end += 1
      }
      return nil
    }
    guard pending[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var end = start + 2
    while end < pending.count {
      if (0x40...0x7E).contains(pending[end]) { return end }
      end += 1
    }
    return nil
  }

  private mutating func apply(_ sequence: [UInt8]) {
    if sequence.starts(with: Array("_G".utf8)), sequence.count >= 4 {
      // The kitty graphics protocol's command, without `ESC _ G` and `ESC \\`.
      graphicsCommands.append(String(decoding: sequence.dropFirst(2).dropLast(2), as: UTF8.self))
      return
    }
    if sequence.first == UInt8(ascii: "P"), let q = sequence.firstIndex(of: UInt8(ascii: "q")) {
      // A device control string: sixel when its final byte is `q`.
      let raster = sequence[(q + 1)...].prefix { $0 != UInt8(ascii: "#") }
      sixelPictures.append(String(decoding: sequence[1...q] + raster, as: UTF8.self))
      return
    }
    guard sequence.first == UInt8(ascii: "["), let final = sequence.last else { return }
    let body = String(decoding: sequence.dropFirst().dropLast(), as: UTF8.self)
    switch final {
    case UInt8(ascii: "H"):
      let numbers = body.split(separator: ";").map { Int($0) ?? 1 }
      row = min(height - 1, max(0, (numbers.first ?? 1) - 1))
      column = min(width - 1, max(0, (numbers.count > 1 ? numbers[1] : 1) - 1))
    case UInt8(ascii: "m"):
      let codes = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
      applyGraphicRendition(codes)
    case UInt8(ascii: "J"):
      clear()
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      let on = final == UInt8(ascii: "h")
      if body == "?1049" {
        isAlternateScreen = on
        clear()
      }
      if body == "?25" { isCursorVisible = on }
    default:
      break
    }
  }

  /// Select Graphic Rendition: each code sets or clears an attribute, as ECMA-48 defines them.
  private mutating func applyGraphicRendition(_ codes: [Int]) {
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 30...37: style.foreground = .standard(UInt8(codes[index] - 30))
      case 38 where index + 4 < codes.count && codes[index + 1] == 2:
        style.foreground = .rgb(
          UInt8(clamping: codes[index + 2]), UInt8(clamping: codes[index + 3]),
          UInt8(clamping: codes[index + 4]))
        index += 4
      case 39: style.foreground = nil
      default: break
      }
      index += 1
    }
  }

  private mutating func clear() {
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    styles = Array(repeating: Array(repeating: .plain, count: width), count: height)
  }

  private mutating func put(_ character: Character) {
    let characterWidth = displayWidth(of: character)
    guard characterWidth > 0, column + characterWidth <= width else { return }
    cells[row][column] = character
    styles[row][column] = style
    if characterWidth == 2 {
      cells[row][column + 1] = "\u{0}"
      styles[row][column + 1] = style
    }
    // The renderer never writes past the last column, so there is no wrapping to emulate.
    column += characterWidth
  }
}
