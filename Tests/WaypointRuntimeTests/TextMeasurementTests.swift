import Foundation
import Testing

@testable import WaypointRuntime

@Suite("Text is wrapped and sized once, by the metrics a renderer gives")
struct TextMeasurementTests {
  /// Ten points a column and twenty a row.
  private let cells = CellTextMetrics(columnWidth: 10, rowHeight: 20)

  @Test("offered no width, each paragraph is one line as wide as its characters")
  func idealWidth() {
    let lines = TextLines("Soup of the day\nBread", font: .body, metrics: cells, width: nil)
    #expect(lines.lines == ["Soup of the day", "Bread"])
    #expect(lines.size == CGSize(width: 150, height: 40))
    #expect(!lines.isTruncated)
  }

  @Test("narrower than its ideal width, text wraps between words, never starting at a space")
  func wrapsAtWords() {
    let lines = TextLines("Soup of the day", font: .body, metrics: cells, width: 80)
    #expect(lines.lines == ["Soup of", "the day"])
    #expect(lines.size == CGSize(width: 70, height: 40))
  }

  @Test("a word wider than the line is split between characters")
  func splitsLongWords() {
    let lines = TextLines("Bouillabaisse", font: .body, metrics: cells, width: 50)
    #expect(lines.lines == ["Bouil", "labai", "sse"])
  }

  @Test("more lines than the limit: the last one shown ends with an ellipsis that fits")
  func truncates() {
    let limited = TextLines(
      "Soup of the day", font: .body, metrics: cells, width: 80, lineLimit: 1)
    #expect(limited.lines == ["Soup of…"])
    #expect(limited.isTruncated)
    #expect(limited.size == CGSize(width: 80, height: 20))
    let short = TextLines("Soup of the day", font: .body, metrics: cells, width: 80, height: 30)
    #expect(short.lines == ["Soup of…"], "30 points hold one 20-point line")
  }

  @Test("offered its own size less a floating-point error, text keeps its lines")
  func roundingErrors() {
    // What a stack's shares can add up to: 40 less a few units in the last place.
    let height = 0.1 * 3 * 20 / 0.3 * 2 - 1e-12
    let lines = TextLines(
      "Soup of the day", font: .body, metrics: cells, width: 70 - 1e-12, height: height)
    #expect(lines.lines == ["Soup of", "the day"])
    #expect(!lines.isTruncated)
  }

  @Test("wide characters take two columns")
  func wideCharacters() {
    let lines = TextLines("汤面", font: .body, metrics: cells, width: nil)
    #expect(lines.size.width == 40)
  }

  @Test("the headless metrics follow the font's point size")
  func estimatedMetrics() {
    let estimated = EstimatedTextMetrics()
    #expect(estimated.advance(of: "a", in: .body) == 8.5)
    #expect(estimated.lineHeight(of: .body) == 21)
    #expect(estimated.lineHeight(of: .largeTitle) == 41)
    #expect(estimated.advance(of: "a", in: .system(size: 20)) == 10)
    #expect(estimated.advance(of: "a", in: .body.pointSize(30)) == 15)
    let title = TextLines("Menu", font: .title, metrics: estimated, width: nil)
    #expect(title.size == CGSize(width: 56, height: 34))
  }
}

@Suite("Text measurement of ASCII text without looking at each character")
struct ASCIIAdvanceTests {
  @Test("ASCII text is as wide as its characters, a CR LF pair counting once")
  func asciiMatchesCharacters() {
    let metrics = EstimatedTextMetrics()
    for text in ["Row 5000", "a\nb", "a\r\nb", "", "tab\there"] {
      let characters = text.reduce(CGFloat(0)) { $0 + metrics.advance(of: $1, in: .body) }
      #expect(
        metrics.width(of: Substring(text), in: .body) == characters, "\(text.debugDescription)")
      let cells = CellTextMetrics()
      let cellCharacters = text.reduce(CGFloat(0)) { $0 + cells.advance(of: $1, in: .body) }
      #expect(cells.width(of: Substring(text), in: .body) == cellCharacters)
    }
  }
}
