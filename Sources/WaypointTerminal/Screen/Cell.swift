/// A color a terminal can show.
public enum TerminalColor: Sendable, Hashable {
  /// One of the eight standard colors, 0 (black) to 7 (white).
  case standard(UInt8)
  /// A 24-bit color.
  case rgb(UInt8, UInt8, UInt8)
}

/// How one cell of the screen is drawn.
public struct CellStyle: Sendable, Hashable {
  /// Bold (headline and heavier weights, `.bold()`).
  public var bold = false
  /// Dim (secondary and lower content levels).
  public var dim = false
  /// Italic.
  public var italic = false
  /// Underlined.
  public var underline = false
  /// Reverse video (the focused element).
  public var reverse = false
  /// The foreground color, when one was asked for and the terminal has colors.
  public var foreground: TerminalColor?
  /// The cell's background color (a `Color` view drawn in a frame), when the terminal has colors.
  public var background: TerminalColor?

  /// No styling.
  public static let plain = CellStyle()

  /// Creates a style.
  public init(
    bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false,
    reverse: Bool = false, foreground: TerminalColor? = nil, background: TerminalColor? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
    self.foreground = foreground
    self.background = background
  }
}

/// One character cell of the screen. A wide character takes its cell and a `continuation` cell
/// after it.
public struct Cell: Sendable, Hashable {
  /// The character shown.
  public var character: Character
  /// How it is drawn.
  public var style: CellStyle
  /// Whether this cell is the second half of a wide character before it.
  public var isContinuation = false
  /// The picture whose top-left corner is this cell, drawn over the blank cells it covers
  /// where the terminal draws pictures.
  public var picture: TerminalPicture?

  /// A blank cell.
  public static let blank = Cell(character: " ", style: .plain)

  /// Creates a cell.
  public init(character: Character, style: CellStyle, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }
}

/// How many columns a character takes in a terminal: 2 for wide East Asian characters and
/// most emoji, 0 for combining marks, else 1.
package func displayWidth(of character: Character) -> Int { character.cellColumns }

/// The display width of a string.
func displayWidth(of text: String) -> Int {
  text.reduce(0) { $0 + displayWidth(of: $1) }
}
