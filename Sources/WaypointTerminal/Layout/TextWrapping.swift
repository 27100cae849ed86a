/// Breaks runs of styled text into lines at spaces, as a paragraph flows in a narrow window.
enum TextWrapping {
  /// `spans` broken into lines no wider than `width`; a word longer than a line is split.
  static func wrap(_ spans: [Span], width: Int) -> [[Span]] {
    let width = max(1, width)
    var lines: [[Span]] = [[]]
    var lineWidth = 0

    func append(_ text: Substring, like span: Span) {
      guard !text.isEmpty else { return }
      if var last = lines[lines.count - 1].last, last.style == span.style,
        last.target == span.target
      {
        last.text += text
        lines[lines.count - 1][lines[lines.count - 1].count - 1] = last
      } else {
        lines[lines.count - 1].append(
          Span(text: String(text), style: span.style, target: span.target))
      }
      lineWidth += displayWidth(of: String(text))
    }

    func newLine() {
      // A line never ends in the space it broke at.
      if var last = lines[lines.count - 1].last {
        while last.text.last == " " { last.text.removeLast() }
        lines[lines.count - 1][lines[lines.count - 1].count - 1] = last
      }
      lines.append([])
      lineWidth = 0
    }

    for span in spans {
      for word in words(of: span.text) {
        let wordWidth = displayWidth(of: String(word))
        if word.allSatisfy({ $0 == " " }) {
          if lineWidth > 0 && lineWidth + wordWidth <= width { append(word, like: span) }
          continue
        }
        if lineWidth > 0 && lineWidth + wordWidth > width { newLine() }
        var rest = word[...]
        while displayWidth(of: String(rest)) > width - lineWidth {
          let (head, tail) = split(rest, fitting: width - lineWidth)
          if head.isEmpty && lineWidth == 0 {
            // Nothing fits even on an empty line: place one character anyway.
            append(rest.prefix(1), like: span)
            rest = rest.dropFirst()
          } else {
            append(head, like: span)
            rest = tail
          }
          newLine()
        }
        append(rest, like: span)
      }
    }
    return lines.filter { !$0.isEmpty }
  }

  /// `spans` cut to at most `width` columns, ending in "…" where text was cut.
  static func truncated(_ spans: [Span], width: Int) -> [Span] {
    guard spans.width > width else { return spans }
    var result: [Span] = []
    var used = 0
    for var span in spans {
      let spanWidth = span.width
      if used + spanWidth <= width - 1 {
        result.append(span)
        used += spanWidth
        continue
      }
      span.text = String(split(span.text[...], fitting: max(0, width - 1 - used)).0) + "…"
      result.append(span)
      break
    }
    return result
  }

  /// The text split into words and the runs of spaces between them.
  private static func words(of text: String) -> [Substring] {
    var result: [Substring] = []
    var index = text.startIndex
    while index < text.endIndex {
      let isSpace = text[index] == " "
      var end = index
      while end < text.endIndex && (text[end] == " ") == isSpace { end = text.index(after: end) }
      result.append(text[index..<end])
      index = end
    }
    return result
  }

  /// The longest prefix of `text` at most `width` columns wide, and the rest.
  private static func split(_ text: Substring, fitting width: Int) -> (Substring, Substring) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = displayWidth(of: text[index])
      if used + characterWidth > width { break }
      used += characterWidth
      index = text.index(after: index)
    }
    return (text[..<index], text[index...])
  }
}
