import Foundation

/// How wide characters are and how tall a line is in a font: what a renderer tells the runtime
/// about the text it draws, so that the runtime wraps and sizes text once, for every renderer.
public protocol TextMetrics: Sendable {
  /// How far, in points, the pen moves after drawing `character` in `font`.
  func advance(of character: Character, in font: Font) -> CGFloat
  /// The distance, in points, from one line's top to the next one's in `font`.
  func lineHeight(of font: Font) -> CGFloat
  /// The size of a symbol image (`Image(systemName:)`) drawn in `font`.
  func symbolSize(in font: Font) -> CGSize
  /// How wide `text` is in `font`: how far the pen moves after drawing it.
  func width(of text: Substring, in font: Font) -> CGFloat
  /// The distance, in points, from a line's top to its baseline in `font`.
  func ascent(of font: Font) -> CGFloat
}

extension TextMetrics {
  /// The sum of the characters' advances.
  public func width(of text: Substring, in font: Font) -> CGFloat {
    text.reduce(0) { $0 + advance(of: $1, in: font) }
  }

  /// Four fifths of a line: where a line's baseline falls in most fonts.
  public func ascent(of font: Font) -> CGFloat { lineHeight(of: font) * 0.8 }

  /// A square as tall as a line.
  public func symbolSize(in font: Font) -> CGSize {
    CGSize(width: lineHeight(of: font), height: lineHeight(of: font))
  }
}

/// Text on a grid of cells, as a terminal draws it: every character takes whole columns
/// (two for wide ones) and every line one row, whatever the font.
public struct CellTextMetrics: TextMetrics, Equatable {
  /// The width of one column, in points.
  public var columnWidth: CGFloat
  /// The height of one row, in points.
  public var rowHeight: CGFloat

  /// A grid of cells `columnWidth` points wide and `rowHeight` points high (by default the
  /// terminal renderer's: 8 by 20).
  public init(columnWidth: CGFloat = 8, rowHeight: CGFloat = 20) {
    self.columnWidth = columnWidth
    self.rowHeight = rowHeight
  }

  /// The character's columns times the column width.
  public func advance(of character: Character, in font: Font) -> CGFloat {
    CGFloat(character.cellColumns) * columnWidth
  }

  /// One row.
  public func lineHeight(of font: Font) -> CGFloat { rowHeight }

  /// The columns the text takes times the column width; ASCII text without a look at each
  /// character.
  public func width(of text: Substring, in font: Font) -> CGFloat {
    if let columns = Self.asciiColumns(text) { return CGFloat(columns) * columnWidth }
    return text.reduce(0) { $0 + advance(of: $1, in: font) }
  }

  /// The columns of text that is all ASCII (one a character), nil otherwise.
  static func asciiColumns(_ text: Substring) -> Int? {
    var count = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      // A carriage return and line feed pair is one character.
      if !(previous == 0x0D && byte == 0x0A) { count += 1 }
      previous = byte
    }
    return count
  }
}

/// The metrics a headless host measures with when no renderer gives its own: deterministic and
/// font-size aware, not any real font's. Each column a character takes (two for wide ones)
/// advances half the font's point size; a line is 1.2 times the point size, rounded up to a
/// whole point (21 points for the 17-point body style).
public struct EstimatedTextMetrics: TextMetrics, Equatable {
  /// Metrics by point size alone.
  public init() {}

  /// Half the point size per column.
  public func advance(of character: Character, in font: Font) -> CGFloat {
    CGFloat(character.cellColumns) * font.resolvedPointSize / 2
  }

  /// Half the point size per column; ASCII text without a look at each character.
  public func width(of text: Substring, in font: Font) -> CGFloat {
    if let columns = CellTextMetrics.asciiColumns(text) {
      return CGFloat(columns) * font.resolvedPointSize / 2
    }
    return text.reduce(0) { $0 + advance(of: $1, in: font) }
  }

  /// 1.2 times the point size, rounded up.
  public func lineHeight(of font: Font) -> CGFloat {
    (font.resolvedPointSize * 1.2).rounded(.up)
  }
}
