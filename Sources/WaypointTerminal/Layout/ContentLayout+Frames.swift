import Foundation
import WaypointUI

/// Content whose meaning is geometry (an app's `Layout`, a `ZStack`, a `GeometryReader`, a
/// `Canvas`, a shape, a colour) drawn where the layout pass placed it, 8 points to a column and
/// 20 to a row: text in its lines, shapes and canvases in braille dots, colours as cell
/// backgrounds.
extension ContentLayout {
  /// Whether `element` is drawn from its frames: its role is geometric, the last layout pass
  /// placed it, and nothing in it is shown in lines of the terminal's own (a list, a scroll view,
  /// a navigation stack), which a block of fixed rows could not scroll.
  static func drawsFromFrames(_ element: Element) -> Bool {
    switch element.role {
    case .layout, .geometryReader, .canvas, .shape, .color: break
    case .stack(let layout) where layout.axis == .depth: break
    case .stack(let layout) where layout.axis == .horizontal:
      // What sits beside a drawing is drawn with it, at the gaps the stack leaves; so is what
      // sits beside a column of lines (a title over its subtitle, then a price), which lines
      // of the terminal's own would put one under another. A row of single lines keeps the
      // terminal's own (a label, then its value at the trailing edge).
      guard
        element.contentChildren.contains(where: {
          if case .stack(let inner) = $0.role {
            return inner.axis == .vertical && isTallerThanARow($0)
          }
          return drawsFromFrames($0)
        })
      else { return false }
    default: return false
    }
    return element.frame != nil && !holdsLines(element)
  }

  /// Whether the last layout pass made `element` more than one row tall.
  private static func isTallerThanARow(_ element: Element) -> Bool {
    guard let frame = element.frame else { return false }
    return cells(frame.height, rowPoints) > 1
  }

  private static func holdsLines(_ element: Element) -> Bool {
    element.children.contains { child in
      switch child.role {
      case .scroll, .list, .navigationStack, .splitView, .tabView, .screen, .layer: true
      default: holdsLines(child)
      }
    }
  }

  /// Appends `element` as the rows its frame covers, everything in it drawn at its frame.
  mutating func frameBlock(_ element: Element, _ context: Context) {
    guard let frame = element.frame else { return }
    var grid = CellGrid(
      columns: min(max(1, width - context.indent), Self.cells(frame.width, Self.columnPoints)),
      rows: max(1, Self.cells(frame.height, Self.rowPoints)))
    paint(element, into: &grid, origin: frame.origin, context)
    for row in 0..<grid.rows {
      append(LayoutLine(indent: context.indent, spans: grid.spans(ofRow: row)))
    }
  }

  /// The spans of geometric content one row tall, drawn within a line; nil when it is taller.
  mutating func drawnInline(_ element: Element, _ context: Context) -> [Span]? {
    guard let frame = element.frame,
      Self.cells(frame.height, Self.rowPoints) <= 1
    else { return nil }
    var grid = CellGrid(columns: max(1, Self.cells(frame.width, Self.columnPoints)), rows: 1)
    paint(element, into: &grid, origin: frame.origin, context)
    noteInline(element)
    let spans = grid.spans(ofRow: 0)
    // A blank drawing keeps its width, so what follows stays where it was placed.
    let gap = grid.columns - spans.width
    return gap > 0 ? spans + [span(String(repeating: " ", count: gap), .plain, context)] : spans
  }

  static let columnPoints: CGFloat = 8
  static let rowPoints: CGFloat = 20

  /// How many cells of `size` points a length covers, rounded; lengths that are not finite or
  /// that no window could show are clamped.
  static func cells(_ length: CGFloat, _ size: CGFloat) -> Int {
    guard length.isFinite else { return 0 }
    return Int(max(-10_000, min(10_000, (length / size).rounded())))
  }

  /// The rows and columns `rect` covers in a grid whose top-left corner is at `origin`; at
  /// least one each way for a rectangle that is not empty.
  static func cellRange(of rect: CGRect, from origin: CGPoint) -> (
    rows: Range<Int>, columns: Range<Int>
  ) {
    let top = cells(rect.minY - origin.y, rowPoints)
    let left = cells(rect.minX - origin.x, columnPoints)
    let bottom = max(cells(rect.maxY - origin.y, rowPoints), top + (rect.height > 0 ? 1 : 0))
    let right = max(cells(rect.maxX - origin.x, columnPoints), left + (rect.width > 0 ? 1 : 0))
    return (top..<bottom, left..<right)
  }

  /// Paints `element` and what it holds into `grid`, whose top-left corner is at `origin` in
  /// the scene: backgrounds, then the element, then overlays, inside its clip shape.
  private mutating func paint(
    _ element: Element, into grid: inout CellGrid, origin: CGPoint, _ context: Context
  ) {
    guard element.offScreenReason == nil else { return }
    var kept = clipCells(of: element, in: grid, origin: origin)
    var maskGrid: CellGrid?
    if let mask = element.mask {
      // A mask is drawn alone, in colours so that its colour views count; the element keeps
      // the cells it drew in.
      var scratch = CellGrid(columns: grid.columns, rows: grid.rows)
      var alone = ContentLayout(styling: TextStyling(usesColor: true), width: width)
      alone.paint(mask, into: &scratch, origin: origin, context)
      let painted = scratch.paintedCells
      kept = kept.map { zip($0, painted).map { $0 && $1 } } ?? painted
      maskGrid = scratch
    }
    if let kept {
      let before = grid
      paintUnclipped(element, into: &grid, origin: origin, context)
      grid.restore(from: before, outside: kept)
      if let maskGrid { grid.letter(from: maskGrid, over: before) }
    } else {
      paintUnclipped(element, into: &grid, origin: origin, context)
    }
  }

  /// The cells `element`'s outermost `.clipShape` or `.clipped()` keeps, one flag a cell: those
  /// the shape's outline at the clipped view's frame covers at least half of. Nil unclipped.
  private func clipCells(of element: Element, in grid: CellGrid, origin: CGPoint) -> [Bool]? {
    guard
      let index = element.attributes.lastIndex(where: {
        switch $0 {
        case .clipShape, .clipped: true
        default: false
        }
      }),
      let clipped = element.frame(beforeAttributeAt: index)
    else { return nil }
    let shape: ShapeKind =
      if case .clipShape(let shape) = element.attributes[index] { shape } else { .rectangle }
    let outlines = shape.outlines(in: clipped.offsetBy(dx: -origin.x, dy: -origin.y))
    var raster = DotRaster(columns: grid.columns, rows: grid.rows)
    for (path, eoFill) in outlines { raster.fill(path, eoFill: eoFill, color: nil) }
    return (0..<grid.rows * grid.columns).map { index in
      raster.dotCount(column: index % grid.columns, row: index / grid.columns) >= 4
    }
  }

  private mutating func paintUnclipped(
    _ element: Element, into grid: inout CellGrid, origin: CGPoint, _ context: Context
  ) {
    if Self.isControl(element.role), let frame = element.contentFrame,
      let spans = inline(element, context)
    {
      // A control draws as in a line (a toggle's box, a field's underline) at its place.
      var column = Self.cells(frame.minX - origin.x, Self.columnPoints)
      let row = Self.cells(frame.minY - origin.y, Self.rowPoints)
      for span in spans where !span.isFlexible {
        grid.write(span.text, style: span.style, target: span.target, row: row, column: column)
        column += span.width
      }
      return
    }
    var context = context
    context.style = styling.style(of: element, inheriting: context.style)
    if isFocusable(element) {
      focusables[element.id] = element
      context.target = element.id
    }
    // Attributes are innermost first: the innermost alignment wins.
    if let alignment = element.attributes.lazy.compactMap({ attribute -> TextAlignment? in
      if case .multilineTextAlignment(let alignment) = attribute { alignment } else { nil }
    }).first {
      context.textAlignment = alignment
    }
    noteInline(element)
    if context.style.foreground == nil {
      context.style.foreground = styling.actionColor(of: element)
    }
    let decorations = Self.shownDecorations(of: element)
    var behind = context
    behind.isBehind = true
    for decoration in decorations where Self.drawsBefore(decoration) {
      paint(decoration, into: &grid, origin: origin, behind)
    }
    if let frame = element.contentFrame {
      paintContent(element, frame: frame, into: &grid, origin: origin, context)
    }
    // A canvas's drawing is all it shows; the views it holds are symbols the drawing places.
    if case .canvas = element.role {
    } else {
      for child in element.contentChildren {
        paint(child, into: &grid, origin: origin, context)
      }
    }
    for decoration in decorations where !Self.drawsBefore(decoration) {
      paint(decoration, into: &grid, origin: origin, context)
    }
  }

  /// Roles drawn as they are within a line, at their frame.
  private static func isControl(_ role: Role) -> Bool {
    switch role {
    case .textField, .toggle, .progress(nil, _): true
    default: false
    }
  }

  /// Paints what the element itself shows (not its children) in `frame`.
  private mutating func paintContent(
    _ element: Element, frame: CGRect, into grid: inout CellGrid, origin: CGPoint,
    _ context: Context
  ) {
    let (rows, columns) = Self.cellRange(of: frame, from: origin)
    switch element.role {
    case .text(let text):
      let fraction: Double =
        switch context.textAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
      for (index, line) in (element.textLines?.lines ?? [text]).enumerated() {
        // A line shorter than the frame sits where the text's alignment puts it.
        let room = max(0, columns.count - displayWidth(of: line))
        grid.write(
          line, style: context.style, target: context.target, row: rows.lowerBound + index,
          column: columns.lowerBound + Int((Double(room) * fraction).rounded(.down)))
      }
    case .button where element.contentChildren.isEmpty,
      .link where element.contentChildren.isEmpty:
      grid.write(
        element.label, style: context.style, target: context.target, row: rows.lowerBound,
        column: columns.lowerBound)
    case .image(let name):
      if let glyph = SymbolGlyphs.glyph(for: name) {
        grid.write(
          glyph, style: context.style, target: context.target, row: rows.lowerBound,
          column: columns.lowerBound)
      }
    case .progress(let value?, let total):
      // A bar across its frame: the done part filled, the rest shaded.
      let fraction =
        total > 0 && value.isFinite && total.isFinite ? min(1, max(0, value / total)) : 0
      let filled = Int((fraction * Double(columns.count)).rounded())
      grid.write(
        String(repeating: "█", count: filled)
          + String(repeating: "░", count: max(0, columns.count - filled)),
        style: context.style, target: context.target, row: rows.lowerBound,
        column: columns.lowerBound)
    case .divider:
      grid.write(
        String(repeating: "─", count: max(1, columns.count)), style: dim(context.style),
        target: context.target, row: rows.lowerBound, column: columns.lowerBound)
    case .color(let color):
      grid.paintBackground(styling.backgroundColor(for: color), rows: rows, columns: columns)
    case .shape(let kind):
      paintShape(kind, element, frame: frame, into: &grid, origin: origin, context)
    case .canvas(let record):
      let symbols = element.canvasSymbols
      let drawing = record.drawing(
        in: frame.size, symbols: symbols.compactMapValues { $0.frame?.size })
      for (tag, corner) in paintCanvas(
        drawing, frame: frame, into: &grid, origin: origin, context)
      {
        // A symbol view is painted as if its frame's corner were where the drawing put it.
        guard let symbol = symbols[tag], let placed = symbol.frame else { continue }
        let shifted = CGPoint(
          x: origin.x + placed.minX - corner.x, y: origin.y + placed.minY - corner.y)
        paint(symbol, into: &grid, origin: shifted, context)
      }
    default:
      break
    }
  }

  /// Paints a shape's outline over the cells of its frame: in dots, filled or stroked in its
  /// paint's colour; as the cells' background when it is a fill behind content or a faint one.
  private func paintShape(
    _ kind: ShapeKind, _ element: Element, frame: CGRect, into grid: inout CellGrid,
    origin: CGPoint, _ context: Context
  ) {
    let (rows, columns) = Self.cellRange(of: frame, from: origin)
    let cellOrigin = CGPoint(
      x: origin.x + CGFloat(columns.lowerBound) * Self.columnPoints,
      y: origin.y + CGFloat(rows.lowerBound) * Self.rowPoints)
    let paint = ShapeOutlinePaint(element.attributes)
    let shapeFrame = frame.offsetBy(dx: -cellOrigin.x, dy: -cellOrigin.y)
    let outlines = kind.outlines(in: shapeFrame, strokedBy: paint.stroke)
    guard !outlines.isEmpty else { return }
    var style = context.style
    if let shapeStyle = paint.style { styling.apply(shapeStyle.kind, to: &style) }
    var raster = DotRaster(columns: columns.count, rows: rows.count)
    var color: Color?
    var gradient: (Gradient, GradientGeometry)?
    switch paint.style?.kind {
    case .color(let value)?: color = value
    case .gradient(let value, let geometry, _)?: gradient = (value, geometry)
    default: break
    }
    // A gradient is the colour of its stop nearest each cell's centre.
    func stopColor(_ column: Int, _ row: Int) -> Color? {
      guard let (stops, geometry) = gradient else { return color }
      let center = CGPoint(
        x: (CGFloat(column) + 0.5) * Self.columnPoints, y: (CGFloat(row) + 0.5) * Self.rowPoints)
      return stops.nearestStop(to: geometry.location(of: center, in: shapeFrame))
    }
    // A faint fill (a card's tint) is a background too: dots or blocks would shout it.
    let isFaint =
      (color.map { $0.alpha < 0.35 } ?? false)
      || element.attributes.contains {
        if case .opacity(let value) = $0 { value < 0.35 } else { false }
      }
    if paint.stroke == nil, context.isBehind || isFaint {
      for (path, eoFill) in outlines {
        raster.fill(path, eoFill: eoFill || paint.eoFill, color: nil)
      }
      grid.paintBackground(covering: raster, row: rows.lowerBound, column: columns.lowerBound) {
        stopColor($0, $1).flatMap(styling.backgroundColor)
      }
      return
    }
    for (path, eoFill) in outlines {
      if let stroke = paint.stroke {
        raster.stroke(path, style: stroke, color: style.foreground)
      } else {
        raster.fill(path, eoFill: eoFill || paint.eoFill, color: style.foreground)
      }
    }
    if gradient != nil { raster.recolor { stopColor($0, $1).flatMap(styling.terminalColor) } }
    grid.draw(
      raster, row: rows.lowerBound, column: columns.lowerBound, style: style,
      target: context.target)
  }
}
