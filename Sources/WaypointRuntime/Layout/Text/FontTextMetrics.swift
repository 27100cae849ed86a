import Foundation

/// Text measured with real font files' advances, so that a renderer drawing with the same files
/// (and no kerning or ligatures) paints text exactly as wide as the layout pass made room for.
///
/// A weight is drawn with the face a browser would choose for it among those given (CSS font
/// matching); italics and other designs use the same advances. A character the faces lack is
/// drawn by some other font: it is counted as 0.6 em a column (1.2 em for a wide one). A line is
/// 1.2 times the point size, as a page sets `line-height: 1.2`.
public struct FontTextMetrics: TextMetrics {
  /// The faces by CSS weight (100 to 900), lightest first.
  private let faces: [(weight: Int, face: FontFace)]
  /// The line height as a multiple of the point size.
  public static let lineSpacing: CGFloat = 1.2

  /// Metrics from `faces`, by CSS weight (400 regular, 700 bold); at least one.
  public init?(faces: [Int: FontFace]) {
    guard !faces.isEmpty else { return nil }
    self.faces = faces.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The face a browser draws `font` with: CSS font matching over the faces' weights.
  public func face(for font: Font) -> FontFace {
    let wanted = font.resolvedWeight.value * 100
    let exact = faces.filter { $0.weight == wanted }.map(\.face)
    let below = faces.filter { $0.weight < wanted }.reversed().map(\.face)
    let above = faces.filter { $0.weight > wanted }
    let order: [FontFace]
    if wanted >= 400, wanted <= 500 {
      // Up to 500 first, then lighter, then heavier.
      order =
        exact + above.filter { $0.weight <= 500 }.map(\.face) + below
        + above.filter { $0.weight > 500 }.map(\.face)
    } else if wanted < 400 {
      order = exact + below + above.map(\.face)
    } else {
      order = exact + above.map(\.face) + below
    }
    return order.first ?? faces[0].face
  }

  /// The character's scalars' advances; a character the face lacks, by its columns.
  public func advance(of character: Character, in font: Font) -> CGFloat {
    let face = face(for: font)
    let size = font.resolvedPointSize
    var units: CGFloat = 0
    for (index, scalar) in character.unicodeScalars.enumerated() {
      if let advance = face.advance(of: scalar) {
        units += CGFloat(advance)
      } else if index == 0 {
        return CGFloat(character.cellColumns) * 0.6 * size
      }
    }
    return units / face.unitsPerEm * size
  }

  /// The sum of the advances; ASCII text without making characters of it.
  public func width(of text: Substring, in font: Font) -> CGFloat {
    let face = face(for: font)
    var units = 0
    for byte in text.utf8 {
      guard byte < 0x80, byte != 0x0D, let advance = face.advance(ofASCII: byte) else {
        return text.reduce(0) { $0 + advance(of: $1, in: font) }
      }
      units += Int(advance)
    }
    return CGFloat(units) / face.unitsPerEm * font.resolvedPointSize
  }

  /// The baseline as a browser places it in a line 1.2 times the point size: the glyphs'
  /// height (ascender to descender) centred in the line, the baseline an ascender below their
  /// top.
  public func ascent(of font: Font) -> CGFloat {
    let face = face(for: font)
    let size = font.resolvedPointSize
    let glyphs = (face.ascender - face.descender) / face.unitsPerEm * size
    return (lineHeight(of: font) - glyphs) / 2 + face.ascender / face.unitsPerEm * size
  }

  /// 1.2 times the point size.
  public func lineHeight(of font: Font) -> CGFloat {
    font.resolvedPointSize * Self.lineSpacing
  }
}
