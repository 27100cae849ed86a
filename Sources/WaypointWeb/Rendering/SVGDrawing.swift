import Foundation
import WaypointUI

/// A canvas's drawing as SVG, at the size the layout pass gave the canvas: each command a path
/// or a text in a group carrying its transform, opacity, blend mode and clips. Commands the
/// drawing only recorded (filters, inverse clips) are left out here; the tree says what they
/// were.
struct SVGDrawing {
  /// Prefix of the ids of the gradients and clips, unique on the page (the canvas's DOM id).
  let idPrefix: String
  /// The markup of the canvas's symbol view with a tag, drawn in a rectangle, if it has one.
  let symbol: (String, CGRect) -> String?
  private var definitions = ""
  private var body = ""
  private var count = 0

  init(idPrefix: String, symbol: @escaping (String, CGRect) -> String? = { _, _ in nil }) {
    self.idPrefix = idPrefix
    self.symbol = symbol
  }

  /// The `<svg>` element of `drawing` in a box of `size`; `symbol` draws the canvas's symbol
  /// views.
  static func markup(
    of drawing: Drawing, size: CGSize, idPrefix: String,
    symbol: @escaping (String, CGRect) -> String? = { _, _ in nil }
  ) -> String {
    var writer = SVGDrawing(idPrefix: idPrefix, symbol: symbol)
    for command in drawing.commands { writer.write(command) }
    return element(
      size: size,
      content: (writer.definitions.isEmpty ? "" : "<defs>\(writer.definitions)</defs>")
        + writer.body)
  }

  /// An `<svg>` element of `size`, one unit a point, holding `content`; `style`, if any, is its
  /// own.
  static func element(size: CGSize, content: String, style: String? = nil) -> String {
    let width = CSS.number(size.width)
    let height = CSS.number(size.height)
    return "<svg class=\"drawing\" aria-hidden=\"true\" width=\"\(width)\" height=\"\(height)\" "
      + "viewBox=\"0 0 \(width) \(height)\"" + (style.map { " style=\"\($0)\"" } ?? "") + ">"
      + content + "</svg>"
  }

  private mutating func newID() -> String {
    count += 1
    return "\(idPrefix)-\(count)"
  }

  private mutating func write(_ command: DrawingCommand) {
    let shape: String
    switch command.kind {
    case .fill(let path, let paint, let eoFill):
      shape =
        "<path d=\"\(Self.pathData(path))\" style=\"fill:\(paintValue(paint))"
        + (eoFill ? ";fill-rule:evenodd" : "") + "\"/>"
    case .stroke(let path, let paint, let style):
      shape =
        "<path d=\"\(Self.pathData(path))\" style=\"fill:none;\(strokeStyle(paint, style))\"/>"
    case .text(let text, let font, let point, let anchor, let paint):
      shape = textMarkup(text, font: font, at: point, anchor: anchor, paint: paint)
    case .image(let name, let rect):
      guard let markup = imageMarkup(name, in: rect) else { return }
      shape = markup
    case .symbol(let tag, let rect):
      guard let markup = symbol(tag, rect) else { return }
      shape = markup
    case .recorded:
      return
    }
    var group = shape
    if command.transform != .identity {
      let t = command.transform
      let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { CSS.number($0) }.joined(separator: " ")
      group = "<g transform=\"matrix(\(values))\">\(group)</g>"
    }
    var style: [String] = []
    if command.opacity != 1 { style.append("opacity:\(CSS.number(command.opacity))") }
    if command.blendMode != .normal {
      style.append("mix-blend-mode:\(Self.blendName(command.blendMode))")
    }
    if !style.isEmpty { group = "<g style=\"\(style.joined(separator: ";"))\">\(group)</g>" }
    // Clips are in the canvas's coordinates: outside the group's transform.
    for clip in command.clips.reversed() {
      let id = newID()
      definitions += "<clipPath id=\"\(id)\"><path d=\"\(Self.pathData(clip))\"/></clipPath>"
      group = "<g clip-path=\"url(#\(id))\">\(group)</g>"
    }
    body += group
  }

  /// The SVG path data of `path`: its elements as moves, lines and curves.
  static func pathData(_ path: Path) -> String {
    var data: [String] = []
    func point(_ p: CGPoint) -> String { "\(CSS.number(p.x)) \(CSS.number(p.y))" }
    // Path's own walk over its elements (SwiftUI's API), not a collection's forEach.
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      switch element {
      case .move(let to): data.append("M\(point(to))")
      case .line(let to): data.append("L\(point(to))")
      case .quadCurve(let to, let control): data.append("Q\(point(control)) \(point(to))")
      case .curve(let to, let control1, let control2):
        data.append("C\(point(control1)) \(point(control2)) \(point(to))")
      case .closeSubpath: data.append("Z")
      }
    }
    return data.joined(separator: " ")
  }

  /// A paint as a CSS value: a colour, `currentColor`, or a gradient defined for it.
  private mutating func paintValue(_ paint: DrawingPaint) -> String {
    switch paint {
    case .color(let color): return CSS.color(color)
    case .foreground: return "currentColor"
    case .linearGradient(let gradient, let start, let end):
      let id = newID()
      definitions += Self.linearDefinition(gradient, from: start, to: end, id: id)
      return "url(#\(id))"
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let id = newID()
      definitions += Self.radialDefinition(
        gradient, center: center, radii: (startRadius, endRadius), id: id)
      return "url(#\(id))"
    }
  }

  /// The SVG definition, named `id`, of a gradient style filling `rect`: a linear or radial
  /// gradient in the drawing's units (an elliptical one scaled to the rectangle's shape); empty
  /// for an angular one, which SVG cannot draw.
  static func gradientDefinition(
    _ gradient: Gradient, _ geometry: GradientGeometry, in rect: CGRect, id: String
  ) -> String {
    func at(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }
    switch geometry {
    case .linear(let start, let end):
      return linearDefinition(gradient, from: at(start), to: at(end), id: id)
    case .radial(let center, let startRadius, let endRadius):
      return radialDefinition(gradient, center: at(center), radii: (startRadius, endRadius), id: id)
    case .elliptical(let center, let start, let end):
      // A circle of the fractions around the origin, scaled to the rectangle's shape.
      let c = at(center)
      return radialDefinition(
        gradient, center: .zero, radii: (start, end), id: id,
        transform: "translate(\(CSS.number(c.x)) \(CSS.number(c.y))) "
          + "scale(\(CSS.number(rect.width)) \(CSS.number(rect.height)))")
    case .angular:
      // Drawn by the page's CSS instead (`CSS.conicGradient`).
      return ""
    }
  }

  /// A `<linearGradient>` named `id` along the line from `start` to `end`.
  private static func linearDefinition(
    _ gradient: Gradient, from start: CGPoint, to end: CGPoint, id: String
  ) -> String {
    "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
      + "x1=\"\(CSS.number(start.x))\" y1=\"\(CSS.number(start.y))\" "
      + "x2=\"\(CSS.number(end.x))\" y2=\"\(CSS.number(end.y))\">"
      + stops(gradient) + "</linearGradient>"
  }

  /// A `<radialGradient>` named `id` in circles around `center` between `radii`, drawn through
  /// `transform` if one is given.
  private static func radialDefinition(
    _ gradient: Gradient, center: CGPoint, radii: (start: CGFloat, end: CGFloat), id: String,
    transform: String? = nil
  ) -> String {
    "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
      + "cx=\"\(CSS.number(center.x))\" cy=\"\(CSS.number(center.y))\" "
      + "r=\"\(CSS.number(radii.end))\" fr=\"\(CSS.number(radii.start))\""
      + (transform.map { " gradientTransform=\"\($0)\"" } ?? "") + ">"
      + stops(gradient) + "</radialGradient>"
  }

  private static func stops(_ gradient: Gradient) -> String {
    gradient.stops.map {
      "<stop offset=\"\(CSS.number($0.location))\" style=\"stop-color:\(CSS.color($0.color))\"/>"
    }.joined()
  }

  private mutating func strokeStyle(_ paint: DrawingPaint, _ style: StrokeStyle) -> String {
    Self.strokeDeclarations(paintValue(paint), style)
  }

  /// The CSS declarations of a stroke in `color` (a CSS value) and `style`.
  static func strokeDeclarations(_ color: String, _ style: StrokeStyle) -> String {
    let cap = style.lineCap == .round ? "round" : style.lineCap == .square ? "square" : "butt"
    let join = style.lineJoin == .round ? "round" : style.lineJoin == .bevel ? "bevel" : "miter"
    var declarations = [
      "stroke:\(color)", "stroke-width:\(CSS.number(style.lineWidth))",
      "stroke-linecap:\(cap)", "stroke-linejoin:\(join)",
      "stroke-miterlimit:\(CSS.number(style.miterLimit))",
    ]
    if !style.dash.isEmpty {
      declarations.append(
        "stroke-dasharray:" + style.dash.map { CSS.number($0) }.joined(separator: " "))
      declarations.append("stroke-dashoffset:\(CSS.number(style.dashPhase))")
    }
    return declarations.joined(separator: ";")
  }

  /// An image filling `rect`: an asset's or a loaded picture's file, a symbol's stand-in glyph
  /// as tall as the rectangle; nil for an image with no file (a bitmap, a missing resource).
  private mutating func imageMarkup(_ name: ImageName, in rect: CGRect) -> String? {
    let url: String
    switch name {
    case .asset(let asset):
      guard let variant = asset.drawnByBrowsers?.variants(dark: false).last else { return nil }
      url = ImageRoute.url(of: variant)
    case .remote(let remote): url = remote.absoluteString
    case .system:
      guard let glyph = SymbolGlyphs.glyph(for: name) else { return nil }
      return textMarkup(
        glyph, font: .system(size: rect.height), at: CGPoint(x: rect.midX, y: rect.midY),
        anchor: .center, paint: nil)
    case .resource, .bitmap: return nil
    }
    return "<image href=\"\(HTMLText.attribute(url))\" x=\"\(CSS.number(rect.minX))\" "
      + "y=\"\(CSS.number(rect.minY))\" width=\"\(CSS.number(rect.width))\" "
      + "height=\"\(CSS.number(rect.height))\" preserveAspectRatio=\"none\"/>"
  }

  private mutating func textMarkup(
    _ text: String, font: Font?, at point: CGPoint, anchor: UnitPoint, paint: DrawingPaint?
  ) -> String {
    let horizontal = anchor.x <= 0.25 ? "start" : anchor.x >= 0.75 ? "end" : "middle"
    let vertical =
      anchor.y <= 0.25 ? "text-before-edge" : anchor.y >= 0.75 ? "text-after-edge" : "central"
    var style = ["fill:\(paint.map { paintValue($0) } ?? "currentColor")"]
    if let font {
      style.append("font-size:\(CSS.number(font.resolvedPointSize))px")
      style.append("font-weight:\(font.resolvedWeight.value * 100)")
    }
    return "<text x=\"\(CSS.number(point.x))\" y=\"\(CSS.number(point.y))\" "
      + "text-anchor=\"\(horizontal)\" dominant-baseline=\"\(vertical)\" "
      + "style=\"\(style.joined(separator: ";"))\">\(HTMLText.content(text))</text>"
  }

  /// A blend mode's CSS name: `colorDodge` is `color-dodge`.
  private static func blendName(_ mode: BlendMode) -> String {
    mode.rawValue.reduce(into: "") { name, character in
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
  }
}
