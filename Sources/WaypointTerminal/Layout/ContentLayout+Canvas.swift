import Foundation
import WaypointUI

extension ContentLayout {
  /// Paints a canvas's drawing in braille dots over the cells of its frame: fills and strokes
  /// with their transforms and clips, then its texts in cells where they are anchored. Blend
  /// modes and filters have no cell equivalent; a gradient colours each cell by its nearest stop.
  /// Returns the symbol views the drawing places, each with the scene point its frame's origin
  /// is drawn at, for the caller to paint.
  func paintCanvas(
    _ drawing: Drawing, frame: CGRect, into grid: inout CellGrid, origin: CGPoint,
    _ context: Context
  ) -> [(tag: String, at: CGPoint)] {
    let (rows, columns) = Self.cellRange(of: frame, from: origin)
    // From the canvas's points to the raster's, whose corner is the first cell's.
    let shift = CGAffineTransform(
      translationX: frame.minX - origin.x - CGFloat(columns.lowerBound) * Self.columnPoints,
      y: frame.minY - origin.y - CGFloat(rows.lowerBound) * Self.rowPoints)
    var raster = DotRaster(columns: columns.count, rows: rows.count)
    var texts: [(text: String, at: CGPoint, anchor: UnitPoint, color: TerminalColor?)] = []
    var symbols: [(tag: String, at: CGPoint)] = []
    for command in drawing.commands where command.opacity > 0 {
      let transform = command.transform.concatenating(shift)
      var clip: [Bool]?
      for path in command.clips {
        let mask = raster.coverage(of: path.applying(shift), eoFill: false)
        clip = clip.map { zip($0, mask).map { $0 && $1 } } ?? mask
      }
      switch command.kind {
      case .fill(let path, let paint, let eoFill):
        raster.fill(
          path.applying(transform), eoFill: eoFill, color: color(of: paint, context),
          shade: shade(of: paint, transform), clip: clip)
      case .stroke(let path, let paint, var style):
        // A scaled drawing strokes wider or narrower lines.
        style.lineWidth *= abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        raster.stroke(
          path.applying(transform), style: style, color: color(of: paint, context),
          shade: shade(of: paint, transform), clip: clip)
      case .text(let text, _, let at, let anchor, let paint):
        texts.append(
          (text, at.transformed(by: transform), anchor, paint.flatMap { color(of: $0, context) }))
      case .image(let name, let rect):
        // A symbol is its stand-in character at the rectangle's centre; a picture has no
        // cell equivalent here (pictures are drawn whole, by the terminal's picture protocol).
        if let glyph = SymbolGlyphs.glyph(for: name) {
          let center = CGPoint(x: rect.midX, y: rect.midY).transformed(by: transform)
          texts.append((glyph, center, .center, nil))
        }
      case .symbol(let tag, let rect):
        let corner = rect.origin.applying(command.transform)
        symbols.append((tag, CGPoint(x: frame.minX + corner.x, y: frame.minY + corner.y)))
      case .recorded:
        continue
      }
    }
    grid.draw(
      raster, row: rows.lowerBound, column: columns.lowerBound, style: context.style,
      target: context.target)
    for text in texts {
      let width = CGFloat(displayWidth(of: text.text)) * Self.columnPoints
      var style = context.style
      if let color = text.color { style.foreground = color }
      grid.write(
        text.text, style: style, target: context.target,
        row: rows.lowerBound
          + Self.cells(text.at.y - text.anchor.y * Self.rowPoints, Self.rowPoints),
        column: columns.lowerBound
          + Self.cells(text.at.x - text.anchor.x * width, Self.columnPoints))
    }
    return symbols
  }

  /// A gradient's colour cell by cell: the stop nearest where the cell's centre falls along it,
  /// in the drawing's coordinates (`transform` takes them to the raster's); nil for one colour.
  private func shade(of paint: DrawingPaint, _ transform: CGAffineTransform) -> DotRaster.Shade? {
    let geometry: GradientGeometry
    let stops: Gradient
    switch paint {
    case .linearGradient(let gradient, let start, let end):
      // Unit points of a unit square are the drawing's own points.
      geometry = .linear(
        startPoint: UnitPoint(x: start.x, y: start.y), endPoint: UnitPoint(x: end.x, y: end.y))
      stops = gradient
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      geometry = .radial(
        center: UnitPoint(x: center.x, y: center.y), startRadius: startRadius,
        endRadius: endRadius)
      stops = gradient
    case .color, .foreground: return nil
    }
    guard transform.a * transform.d - transform.b * transform.c != 0 else { return nil }
    let inverse = transform.inverted()
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    return { column, row in
      let center = CGPoint(
        x: (CGFloat(column) + 0.5) * Self.columnPoints, y: (CGFloat(row) + 0.5) * Self.rowPoints
      ).applying(inverse)
      return stops.nearestStop(to: geometry.location(of: center, in: unit)).flatMap(
        styling.terminalColor)
    }
  }

  /// The colour a drawing's paint shows in: a colour's, the foreground's, or a gradient's
  /// middle stop's (where a cell's own is not known).
  private func color(of paint: DrawingPaint, _ context: Context) -> TerminalColor? {
    switch paint {
    case .color(let color): styling.terminalColor(for: color) ?? context.style.foreground
    case .foreground: context.style.foreground
    case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _):
      gradient.stops.isEmpty
        ? context.style.foreground
        : styling.terminalColor(for: gradient.stops[gradient.stops.count / 2].color)
    }
  }
}
