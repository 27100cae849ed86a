import Foundation

/// A text broken into the lines it shows at a width: the words that fit on each line, a word
/// wider than the line split between characters, and the last line shortened with "…" when
/// the text has more lines than it may show.
public struct TextLines: Equatable, Sendable {
  /// The lines, in order.
  public var lines: [String]
  /// The size the lines take: the widest line's width and every line's height.
  public var size: CGSize
  /// Whether lines or characters were left out.
  public var isTruncated: Bool
  /// The font the lines are measured in.
  public var font: Font

  /// Lays out `text` in `font`: at most `width` points wide (nil: each paragraph on one line),
  /// in at most `lineLimit` lines and `height` points (one line at least).
  public init(
    _ text: String, font: Font, metrics: some TextMetrics, width: CGFloat?, height: CGFloat? = nil,
    lineLimit: Int? = nil
  ) {
    self.font = font
    let lineHeight = metrics.lineHeight(of: font)
    func advance(_ text: Substring) -> CGFloat { metrics.width(of: text, in: font) }
    // One line that fits, the usual case, is measured once and not wrapped.
    if (lineLimit ?? 1) >= 1, !text.utf8.contains(0x0A) {
      let whole = advance(Substring(text))
      if width.map({ whole <= $0 + Self.tolerance || !$0.isFinite }) ?? true {
        lines = [text]
        size = CGSize(width: whole, height: lineHeight)
        isTruncated = false
        return
      }
    }
    var lines: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let width, width.isFinite else {
        lines.append(paragraph)
        continue
      }
      lines += Self.wrap(paragraph, width: width, advance: advance)
    }
    var limit = lineLimit ?? Int.max
    if let height, height.isFinite, lineHeight > 0 {
      limit = min(limit, max(1, Int(((height + Self.tolerance) / lineHeight).rounded(.down))))
    }
    var isTruncated = false
    if lines.count > limit {
      isTruncated = true
      lines.removeLast(lines.count - limit)
    }
    var shown = lines.map(String.init)
    if isTruncated, let last = lines.last {
      shown[shown.count - 1] = Self.ellipsized(last, width: width, advance: advance)
    }
    self.lines = shown
    self.isTruncated = isTruncated
    size = CGSize(
      width: shown.map { advance(Substring($0)) }.max() ?? 0,
      height: CGFloat(shown.count) * lineHeight)
  }

  /// `text` shown whole on one line of `size` in `font`, as a pass placed it when nothing wrapped,
  /// shortened or shrank it.
  init(oneLine text: String, size: CGSize, font: Font) {
    lines = [text]
    self.size = size
    isTruncated = false
    self.font = font
  }

  /// How far text may pass a width or height and still fit it: the stacks' arithmetic in
  /// floating point can offer a text a length a rounding error short of its own.
  static let tolerance: CGFloat = 0.001

  /// A paragraph's lines at `width`: words greedily, then characters for a word that does not
  /// fit on a line of its own. A line never starts with the space it broke at.
  private static func wrap(
    _ paragraph: Substring, width: CGFloat, advance: (Substring) -> CGFloat
  ) -> [Substring] {
    var lines: [Substring] = []
    var start = paragraph.startIndex
    while start < paragraph.endIndex {
      var end = start
      var lastBreak: Substring.Index?
      var index = start
      var lineWidth: CGFloat = 0
      while index < paragraph.endIndex {
        let next = paragraph.index(after: index)
        // A space may hang past the edge: the line breaks at it.
        if paragraph[index] == " " { lastBreak = index }
        lineWidth += advance(paragraph[index..<next])
        if lineWidth > width + Self.tolerance, end > start { break }
        end = next
        index = next
      }
      if end < paragraph.endIndex, let lastBreak, lastBreak > start {
        end = lastBreak
      }
      lines.append(paragraph[start..<end])
      start = end
      while start < paragraph.endIndex, paragraph[start] == " " {
        start = paragraph.index(after: start)
      }
    }
    return lines.isEmpty ? [paragraph] : lines
  }

  /// `line` with "…" at its end, shortened so that both fit in `width`.
  private static func ellipsized(
    _ line: Substring, width: CGFloat?, advance: (Substring) -> CGFloat
  ) -> String {
    var kept = line
    while !kept.isEmpty, let width, advance(kept) + advance("…") > width {
      kept = kept.dropLast()
    }
    while kept.last == " " { kept = kept.dropLast() }
    return kept + "…"
  }
}
