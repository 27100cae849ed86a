import WaypointUI

/// Puts laid-out lines into a screen buffer: leading spans at the start, spans after a
/// flexible one against the end, and an ellipsis where text does not fit.
enum LinePlacement {
  /// The columns each focusable element's text occupies on one row, run by run.
  typealias Targets = [ElementID: [Range<Int>]]

  /// Places `line` on `row` within `columns`; returns where its focusable elements went.
  @discardableResult
  static func place(
    _ line: LayoutLine, row: Int, columns: Range<Int>, in buffer: inout ScreenBuffer
  ) -> Targets {
    let free = columns.count - line.indent - line.spans.width
    let start = columns.lowerBound + line.indent + (line.isCentred ? max(0, free / 2) : 0)
    let split = line.spans.firstIndex(where: \.isFlexible)
    let leading = split.map { Array(line.spans[..<$0]) } ?? line.spans
    let trailing = split.map { Array(line.spans[($0 + 1)...]).filter { !$0.isFlexible } } ?? []
    var targets: Targets = [:]
    var trailingTargets: Targets = [:]
    let trailingStart = max(start, columns.upperBound - trailing.width)
    let leadingLimit = trailing.isEmpty ? columns.upperBound : trailingStart - 1
    write(leading, row: row, from: start, limit: leadingLimit, in: &buffer, targets: &targets)
    write(
      trailing, row: row, from: trailingStart, limit: columns.upperBound, in: &buffer,
      targets: &trailingTargets)
    // An element with text at the leading edge is shown by that text (its label); the detail
    // at the trailing edge stays as it is, so moving the focus rewrites few cells.
    return targets.merging(trailingTargets) { leading, _ in leading }
  }

  /// Writes `spans` from `column`, ending with "…" when they pass `limit`; returns the column
  /// after the last character written.
  @discardableResult
  static func write(
    _ spans: [Span], row: Int, from column: Int, limit: Int, in buffer: inout ScreenBuffer,
    targets: inout Targets
  ) -> Int {
    let fits = column + spans.width <= limit
    let textLimit = fits ? limit : limit - 1
    var column = column
    for span in spans where !span.isFlexible {
      let start = column
      column = buffer.write(
        span.text, row: row, column: column, style: span.style, limit: textLimit)
      // Only a picture with all its columns in place is drawn.
      if let picture = span.picture, column - start == span.width {
        buffer.setPicture(picture, row: row, column: start)
      }
      if let target = span.target, column > start {
        var ranges = targets[target] ?? []
        if let last = ranges.last, last.upperBound == start {
          ranges[ranges.count - 1] = last.lowerBound..<column
        } else {
          ranges.append(start..<column)
        }
        targets[target] = ranges
      }
      if column - start < span.width { break }
    }
    if !fits, column < limit {
      let style = spans.last(where: { !$0.isFlexible })?.style ?? .plain
      column = buffer.write("…", row: row, column: column, style: style, limit: limit)
    }
    return column
  }
}
