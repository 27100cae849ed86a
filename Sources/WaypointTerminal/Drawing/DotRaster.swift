import Foundation
import WaypointUI

/// A picture in braille dots, two across and four down in each cell of 8 by 20 points, each
/// cell in one colour: how the terminal draws shapes and canvases. A cell whose dots are all
/// set shows as a full block.
struct DotRaster {
  /// A dot's width and height in points.
  static let dotWidth: CGFloat = 4
  static let dotHeight: CGFloat = 5

  let columns: Int
  let rows: Int
  /// Each cell's dots, one bit each in braille's order.
  private var dots: [UInt8]
  /// Each cell's colour: that of the last paint that set one of its dots.
  private var colors: [TerminalColor?]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    dots = Array(repeating: 0, count: self.columns * self.rows)
    colors = Array(repeating: nil, count: self.columns * self.rows)
  }

  var dotColumns: Int { columns * 2 }
  var dotRows: Int { rows * 4 }

  /// The colour of each cell a paint reaches, by its column and row (a gradient's); nil keeps
  /// the paint's one colour.
  typealias Shade = (_ column: Int, _ row: Int) -> TerminalColor?

  /// Sets the dots whose centres `path` (in points from the raster's top-left corner) contains,
  /// where `clip` allows, in `color` or, cell by cell, `shade`'s.
  mutating func fill(
    _ path: Path, eoFill: Bool, color: TerminalColor?, shade: Shade? = nil, clip: [Bool]? = nil
  ) {
    set(coverage(of: path, eoFill: eoFill), color: color, shade: shade, clip: clip)
  }

  /// Sets the dots a stroke of `style` along `path` covers, and every dot its line passes
  /// through, so that lines thinner than a dot still show.
  mutating func stroke(
    _ path: Path, style: StrokeStyle, color: TerminalColor?, shade: Shade? = nil,
    clip: [Bool]? = nil
  ) {
    var dashes = Dashes(style)
    let drawn = dashes.drawnParts(of: path)
    var covered =
      style.lineWidth >= Self.dotWidth
      ? coverage(of: drawn.strokedPath(style), eoFill: false)
      : Array(repeating: false, count: dotColumns * dotRows)
    for line in drawn.polylines() {
      let points = line.closed ? line.points + line.points.prefix(1) : line.points
      for (a, b) in zip(points, points.dropFirst()) { trace(from: a, to: b, into: &covered) }
    }
    set(covered, color: color, shade: shade, clip: clip)
  }

  /// The dots whose centres the filled path contains, row by row.
  func coverage(of path: Path, eoFill: Bool) -> [Bool] {
    var covered = Array(repeating: false, count: dotColumns * dotRows)
    guard !covered.isEmpty else { return covered }
    if path.combination != nil {
      // Paths combined by set operations answer containment only.
      for index in covered.indices {
        covered[index] = path.contains(center(of: index), eoFill: eoFill)
      }
      return covered
    }
    var edges: [(CGPoint, CGPoint)] = []
    for line in path.polylines() {
      let points = line.points
      for index in points.indices {
        let (a, b) = (points[index], points[(index + 1) % points.count])
        if a.y != b.y, a.y.isFinite, b.y.isFinite, a.x.isFinite, b.x.isFinite {
          edges.append((a, b))
        }
      }
    }
    var crossings: [(x: CGFloat, direction: Int)] = []
    for row in 0..<dotRows {
      let y = (CGFloat(row) + 0.5) * Self.dotHeight
      crossings.removeAll(keepingCapacity: true)
      for (a, b) in edges where (a.y <= y) != (b.y <= y) {
        let t = (y - a.y) / (b.y - a.y)
        crossings.append((a.x + t * (b.x - a.x), b.y > a.y ? 1 : -1))
      }
      crossings.sort { $0.x < $1.x }
      var winding = 0
      for index in crossings.indices.dropLast() {
        winding += crossings[index].direction
        guard eoFill ? winding % 2 != 0 : winding != 0 else { continue }
        // The dots whose centres lie between this crossing and the next.
        let first = dotIndex(crossings[index].x)
        let end = dotIndex(crossings[index + 1].x)
        guard first < end else { continue }
        for column in first..<end { covered[row * dotColumns + column] = true }
      }
    }
    return covered
  }

  /// The first dot column whose centre is at or after `x`, within the raster (far-off and
  /// infinite points clamped before they become integers).
  private func dotIndex(_ x: CGFloat) -> Int {
    Int(max(0, min(CGFloat(dotColumns), (x / Self.dotWidth - 0.5).rounded(.up))))
  }

  /// The dots set in cell (`column`, `row`) and its colour; nil where none is set.
  func cell(column: Int, row: Int) -> (dots: UInt8, color: TerminalColor?)? {
    let bits = dots[row * columns + column]
    guard bits != 0 else { return nil }
    return (bits, colors[row * columns + column])
  }

  /// The character that shows `dots`: a full block for all eight, else the braille pattern.
  static func character(for dots: UInt8) -> Character {
    dots == 0xFF ? "█" : Character(Unicode.Scalar(0x2800 + UInt32(dots)) ?? " ")
  }

  /// How many of the cell's eight dots are set.
  func dotCount(column: Int, row: Int) -> Int {
    dots[row * columns + column].nonzeroBitCount
  }

  private func center(of index: Int) -> CGPoint {
    CGPoint(
      x: (CGFloat(index % dotColumns) + 0.5) * Self.dotWidth,
      y: (CGFloat(index / dotColumns) + 0.5) * Self.dotHeight)
  }

  /// Marks the dots the segment from `a` to `b` passes through.
  private func trace(from a: CGPoint, to b: CGPoint, into covered: inout [Bool]) {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
    let steps = Int(
      min(10_000, max(abs(b.x - a.x) / Self.dotWidth, abs(b.y - a.y) / Self.dotHeight) * 2 + 1))
    for step in 0...steps {
      let t = CGFloat(step) / CGFloat(steps)
      let column = ((a.x + (b.x - a.x) * t) / Self.dotWidth).rounded(.down)
      let row = ((a.y + (b.y - a.y) * t) / Self.dotHeight).rounded(.down)
      guard column >= 0, column < CGFloat(dotColumns), row >= 0, row < CGFloat(dotRows) else {
        continue
      }
      covered[Int(row) * dotColumns + Int(column)] = true
    }
  }

  /// Gives each cell with dots the colour `color` answers for its column and row (a
  /// gradient's there); a nil answer keeps the cell's colour.
  mutating func recolor(_ color: (_ column: Int, _ row: Int) -> TerminalColor?) {
    for cell in dots.indices where dots[cell] != 0 {
      if let new = color(cell % columns, cell / columns) { colors[cell] = new }
    }
  }

  private mutating func set(
    _ covered: [Bool], color: TerminalColor?, shade: Shade? = nil, clip: [Bool]?
  ) {
    for index in covered.indices where covered[index] && clip.map({ $0[index] }) ?? true {
      let (dotColumn, dotRow) = (index % dotColumns, index / dotColumns)
      let cell = (dotRow / 4) * columns + dotColumn / 2
      dots[cell] |= Self.bit(column: dotColumn % 2, row: dotRow % 4)
      colors[cell] = shade?(dotColumn / 2, dotRow / 4) ?? color
    }
  }

  /// Braille numbers its dots down the left column (1, 2, 3), down the right (4, 5, 6), then
  /// the bottom row (7, 8).
  private static func bit(column: Int, row: Int) -> UInt8 {
    if row == 3 { return column == 0 ? 0x40 : 0x80 }
    return UInt8(1) << UInt8(column * 3 + row)
  }
}

/// A stroke's dash pattern walked along its path: which parts of each segment are drawn.
private struct Dashes {
  private let pattern: [CGFloat]
  /// The pattern's whole length.
  private let total: CGFloat
  /// Where along the pattern the walk is.
  private var position: CGFloat

  init(_ style: StrokeStyle) {
    let pattern = style.dash.filter { $0.isFinite && $0 >= 0 }
    let total = pattern.reduce(0, +)
    self.total = total
    self.pattern = total > 0 ? pattern : []
    position =
      total > 0 && style.dashPhase.isFinite
      ? style.dashPhase.truncatingRemainder(dividingBy: total) : 0
    if position < 0 { position += total }
  }

  /// The parts of `path` the pattern draws, as open lines; the path itself without a pattern.
  mutating func drawnParts(of path: Path) -> Path {
    guard !pattern.isEmpty else { return path }
    var result = Path()
    for line in path.polylines() {
      let points = line.closed ? line.points + line.points.prefix(1) : line.points
      for (a, b) in zip(points, points.dropFirst()) {
        for (from, to) in drawn(from: a, to: b) {
          if result.currentPoint != from { result.move(to: from) }
          result.addLine(to: to)
        }
      }
    }
    return result
  }

  /// The drawn parts of the segment from `a` to `b`, the walk moved on past it.
  private mutating func drawn(from a: CGPoint, to b: CGPoint) -> [(CGPoint, CGPoint)] {
    guard !pattern.isEmpty else { return [(a, b)] }
    let length = hypot(b.x - a.x, b.y - a.y)
    guard length > 0, length.isFinite else { return [] }
    func at(_ distance: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * distance / length, y: a.y + (b.y - a.y) * distance / length)
    }
    var parts: [(CGPoint, CGPoint)] = []
    var travelled: CGFloat = 0
    // At most a few thousand dashes a segment: a pattern of tiny lengths cannot stall the walk.
    var steps = 0
    while travelled < length, steps < 4_096 {
      steps += 1
      var start: CGFloat = 0
      var index = 0
      while index < pattern.count, start + pattern[index] <= position {
        start += pattern[index]
        index += 1
      }
      let remaining = index < pattern.count ? start + pattern[index] - position : 0
      let step = min(max(remaining, 0.0001), length - travelled)
      if index.isMultiple(of: 2), index < pattern.count {
        // A dash ends just short of its length, so a dot on the boundary is the gap's.
        parts.append((at(travelled), at(travelled + step - min(0.01, step / 2))))
      }
      travelled += step
      position += step
      if position >= total { position -= total }
    }
    return parts
  }
}
