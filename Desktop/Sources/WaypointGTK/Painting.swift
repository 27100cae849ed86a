import CGTK
import Foundation
import Waypoint

/// What a drawing area paints: a colour view's colour, or a shape's outlines filled or stroked,
/// in the area's own coordinates. Each render gives the area its current painting.
enum Painting {
  case color(Color.Resolved)
  /// A fill in a rectangle with rounded corners (a style background; radius 0 for none).
  case roundedFill(Fill, radius: CGFloat)
  /// A canvas's drawing, its colours resolved in `environment`, the foreground `foreground`.
  case drawing(Drawing, foreground: Color.Resolved, environment: EnvironmentValues)
  case shape(outlines: [(path: Path, eoFill: Bool)], fill: Fill, stroke: StrokeStyle?)
  case nothing

  /// The painting of a colour view or a shape at `size`, its colours resolved in
  /// `environment`; `foreground` for a shape painted in the foreground style.
  @MainActor
  static func of(
    _ element: Element, size: CGSize, foreground: Color.Resolved?,
    environment: EnvironmentValues
  ) -> Painting {
    switch element.role {
    case .color(let color):
      return .color(color.resolve(in: environment))
    case .canvas(let record):
      let drawing = record.drawing(in: size, symbols: element.canvasSymbolSizes)
      return .drawing(
        drawing, foreground: foreground ?? Color.primary.resolve(in: environment),
        environment: environment)
    case .shape(let kind):
      let paint = ShapeOutlinePaint(element.attributes)
      let outlines = kind.outlines(in: CGRect(origin: .zero, size: size), strokedBy: paint.stroke)
      let fill =
        paint.style.flatMap { Fill.of($0, environment: environment) }
        ?? .color(foreground ?? Color.primary.resolve(in: environment))
      return .shape(
        outlines: outlines.map { ($0.path, $0.eoFill || paint.eoFill) }, fill: fill,
        stroke: paint.stroke)
    default:
      return .nothing
    }
  }

  /// The painting of the style background at `index` among `element`'s attributes, at `size`:
  /// its colour or gradient, with the corners of a `.cornerRadius` or rounded `.clipShape`
  /// applied around it; nil for a style that is neither (a material).
  static func background(
    _ style: AnyShapeStyle, at index: Int, of element: Element, environment: EnvironmentValues
  ) -> Painting? {
    guard let fill = Fill.of(style, environment: environment) else { return nil }
    for attribute in element.attributes[(index + 1)...] {
      switch attribute {
      case .cornerRadius(let radius), .clipShape(.roundedRectangle(let radius)):
        return .roundedFill(fill, radius: radius)
      case .clipShape(.capsule):
        return .roundedFill(fill, radius: .infinity)
      default: continue
      }
    }
    return .roundedFill(fill, radius: 0)
  }

  /// Paints onto `cairo`.
  func draw(_ cairo: OpaquePointer, width: Int32, height: Int32) {
    switch self {
    case .nothing:
      return
    case .color(let color):
      Fill.set(color, on: cairo)
      cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
      cairo_fill(cairo)
    case .roundedFill(let fill, let radius):
      let rect = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
      fill.setSource(on: cairo, size: rect.size)
      let corner = min(radius, min(rect.width, rect.height) / 2)
      Self.trace(Path(roundedRect: rect, cornerRadius: corner), on: cairo)
      cairo_fill(cairo)
    case .drawing(let drawing, let foreground, let environment):
      for command in drawing.commands {
        Self.draw(command, on: cairo, foreground: foreground, environment: environment)
      }
    case .shape(let outlines, let fill, let stroke):
      fill.setSource(on: cairo, size: CGSize(width: Double(width), height: Double(height)))
      for (path, eoFill) in outlines {
        cairo_new_path(cairo)
        Self.trace(path, on: cairo)
        if let stroke {
          cairo_set_line_width(cairo, Double(stroke.lineWidth))
          cairo_stroke(cairo)
        } else {
          cairo_set_fill_rule(cairo, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
          cairo_fill(cairo)
        }
      }
    }
  }

  /// One canvas command: its transform and clips applied, its paint's colour (a gradient's
  /// first stop) at its opacity. Texts are laid out by Pango at their anchor; images and
  /// symbols are left to the views and widgets that draw them.
  private static func draw(
    _ command: DrawingCommand, on cairo: OpaquePointer, foreground: Color.Resolved,
    environment: EnvironmentValues
  ) {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    let transform = command.transform
    var matrix = cairo_matrix_t(
      xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
      yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
    for clip in command.clips {
      cairo_new_path(cairo)
      trace(clip, on: cairo)
      cairo_clip(cairo)
    }
    cairo_transform(cairo, &matrix)
    func paint(_ paint: DrawingPaint?) {
      var color = Self.color(of: paint, foreground: foreground, environment: environment)
      color.opacity *= Float(command.opacity)
      Fill.set(color, on: cairo)
    }
    switch command.kind {
    case .fill(let path, let shading, let eoFill):
      paint(shading)
      cairo_new_path(cairo)
      trace(path, on: cairo)
      cairo_set_fill_rule(cairo, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_fill(cairo)
    case .stroke(let path, let shading, let style):
      paint(shading)
      cairo_new_path(cairo)
      trace(path, on: cairo)
      cairo_set_line_width(cairo, Double(style.lineWidth))
      cairo_stroke(cairo)
    case .text(let text, let font, let point, let anchor, let shading):
      paint(shading)
      guard let layout = pango_cairo_create_layout(cairo) else { return }
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      PangoTextMetrics.FontKey(font ?? .body).lay(text, on: layout)
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_pixel_size(layout, &width, &height)
      cairo_move_to(
        cairo, Double(point.x) - Double(anchor.x) * Double(width),
        Double(point.y) - Double(anchor.y) * Double(height))
      pango_cairo_show_layout(cairo, layout)
    case .image, .symbol, .recorded:
      break
    }
  }

  private static func color(
    of paint: DrawingPaint?, foreground: Color.Resolved, environment: EnvironmentValues
  ) -> Color.Resolved {
    switch paint {
    case .color(let color)?: color.resolve(in: environment)
    case .linearGradient(let gradient, _, _)?, .radialGradient(let gradient, _, _, _)?:
      gradient.stops.first?.color.resolve(in: environment) ?? foreground
    case .foreground?, nil: foreground
    }
  }

  /// Adds `path` to cairo's current path; a quadratic curve as the cubic that draws it.
  private static func trace(_ path: Path, on cairo: OpaquePointer) {
    var current = CGPoint.zero
    // Path's own walk over its elements (SwiftUI's API), not a collection's forEach.
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      switch element {
      case .move(let to):
        cairo_move_to(cairo, Double(to.x), Double(to.y))
        current = to
      case .line(let to):
        cairo_line_to(cairo, Double(to.x), Double(to.y))
        current = to
      case .quadCurve(let to, let control):
        let first = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let second = CGPoint(
          x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
        cairo_curve_to(
          cairo, Double(first.x), Double(first.y), Double(second.x), Double(second.y),
          Double(to.x), Double(to.y))
        current = to
      case .curve(let to, let control1, let control2):
        cairo_curve_to(
          cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
          Double(to.x), Double(to.y))
        current = to
      case .closeSubpath:
        cairo_close_path(cairo)
      }
    }
  }
}

/// A drawing area's painting, which its draw function reads; owned by the area.
@MainActor
final class PaintingBox {
  var painting: Painting = .nothing

  private static let draw:
    @convention(c) (
      UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?
    ) -> Void = { _, cairo, width, height, data in
      guard let data else { return }
      // GTK draws on the main thread; the context lives for this call only.
      nonisolated(unsafe) let cairo = cairo
      nonisolated(unsafe) let box = data
      MainActor.assumeIsolated {
        guard let cairo else { return }
        Unmanaged<PaintingBox>.fromOpaque(box).takeUnretainedValue().painting
          .draw(cairo, width: width, height: height)
      }
    }

  private static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    if let data { Unmanaged<PaintingBox>.fromOpaque(data).release() }
  }

  /// A drawing area that paints what its box holds; the box lives as long as the area.
  static func makeArea() -> (Widget, PaintingBox) {
    let area = gtk_drawing_area_new()!
    let box = PaintingBox()
    gtk_drawing_area_set_draw_func(
      wp_drawing_area(area), draw, Unmanaged.passRetained(box).toOpaque(), release)
    gtk_widget_set_can_target(area, 0)
    return (area, box)
  }
}
