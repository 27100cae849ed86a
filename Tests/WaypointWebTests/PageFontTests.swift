import Foundation
import Testing
import Waypoint

@testable import WaypointWeb

/// The font the page draws with, read by the server to measure text with the same advances.
@Suite("The page's font")
struct PageFontTests {
  @Test("the shipped faces are read: Inter's units per em and advances, by weight")
  func advances() throws {
    let metrics = try #require(PageFont.metrics)
    let regular = metrics.face(for: .body)
    #expect(regular.unitsPerEm == 2816)
    // Advances in font units, as the font's hmtx table gives them.
    #expect(regular.advance(of: "a") == 1588)
    #expect(regular.advance(of: " ") == 792)
    #expect(regular.advance(of: "é") == 1640)
    #expect(regular.advance(of: "€") == 1872)
    #expect(regular.advance(of: "Ж") == 2672)
    #expect(metrics.face(for: .headline).advance(of: "a") == 1618)
    #expect(metrics.face(for: .body.bold()).advance(of: "W") == 2917)
  }

  @Test("a weight is drawn with the face a browser matches it to")
  func weights() throws {
    let metrics = try #require(PageFont.metrics)
    func aAdvance(_ weight: Font.Weight) -> UInt16? {
      metrics.face(for: .body.weight(weight)).advance(of: "a")
    }
    // 400 regular, 600 semibold, 700 bold: lighter weights and medium take the regular face,
    // heavy and black the bold one.
    #expect(
      [Font.Weight.ultraLight, .light, .regular, .medium].map(aAdvance)
        == Array(repeating: 1588, count: 4))
    #expect(aAdvance(.semibold) == 1618)
    #expect([Font.Weight.bold, .heavy, .black].map(aAdvance) == Array(repeating: 1634, count: 3))
  }

  @Test("text is as wide as its advances at the point size, lines 1.2 times the size")
  func widths() throws {
    let metrics = try #require(PageFont.metrics)
    let expected = CGFloat(1588 + 792 + 1588) / 2816 * 17
    #expect(metrics.width(of: "a a", in: .body) == expected)
    #expect(
      metrics.width(of: "a a", in: .body)
        == "a a".reduce(0) { $0 + metrics.advance(of: $1, in: .body) })
    #expect(metrics.width(of: "é", in: .title) == CGFloat(1640) / 2816 * 28)
    #expect(metrics.lineHeight(of: .body) == 17 * 1.2)
    // A character the font lacks (an emoji) is counted as two columns of 0.6 em.
    #expect(metrics.advance(of: "🍋", in: .body) == 2 * 0.6 * 17)
  }

  @Test("a file that is not a font is refused with a reason")
  func notAFont() {
    #expect(throws: FontFaceError.malformed("not an OpenType or TrueType font")) {
      try FontFace(data: Data("<html>".utf8))
    }
    #expect(throws: FontFaceError.self) { try FontFace(data: Data([0, 1, 0, 0, 0, 9])) }
  }

  @Test("the server serves the faces the style sheet names, and nothing else under their path")
  func served() throws {
    let css = try String(
      contentsOf: #require(Bundle.module.url(forResource: "waypoint", withExtension: "css")),
      encoding: .utf8)
    for face in PageFont.faces {
      #expect(css.contains("url(\"\(PageFont.path(of: face.file))\")"))
      #expect(css.contains("font-weight: \(face.weight)"))
      #expect(PageFont.data(named: face.file)?.isEmpty == false)
    }
    #expect(PageFont.data(named: "../waypoint") == nil)
  }
}
