import CGTK
import Foundation
import Waypoint

/// What a shape or a background is filled with: one colour, or a gradient's colours where its
/// geometry puts them (cairo's linear and radial patterns; an angular gradient, which cairo
/// has no pattern for, in its first colour).
enum Fill {
  case color(Color.Resolved)
  case gradient([(location: CGFloat, color: Color.Resolved)], GradientGeometry)

  /// The fill `style` paints with, its colours resolved in `environment`; nil for a style that
  /// is neither a colour nor a gradient (a material).
  static func of(_ style: AnyShapeStyle, environment: EnvironmentValues) -> Fill? {
    if case .gradient(let gradient, let geometry, _) = style.kind {
      let stops = gradient.stops.map { ($0.location, $0.color.resolve(in: environment)) }
      return stops.isEmpty ? nil : .gradient(stops, geometry)
    }
    return TextStyle.color(of: style, environment: environment).map(Fill.color)
  }

  /// Makes this fill cairo's source, for a shape or a view `size` large.
  func setSource(on cairo: OpaquePointer, size: CGSize) {
    switch self {
    case .color(let color):
      Self.set(color, on: cairo)
    case .gradient(let stops, let geometry):
      func at(_ unit: UnitPoint) -> (Double, Double) {
        (Double(unit.x * size.width), Double(unit.y * size.height))
      }
      let pattern: OpaquePointer?
      switch geometry {
      case .linear(let start, let end):
        let (a, b) = (at(start), at(end))
        pattern = cairo_pattern_create_linear(a.0, a.1, b.0, b.1)
      case .radial(let center, let startRadius, let endRadius):
        let c = at(center)
        pattern = cairo_pattern_create_radial(
          c.0, c.1, Double(startRadius), c.0, c.1, Double(endRadius))
      case .elliptical(let center, let startFraction, let endFraction):
        let c = at(center)
        let half = Double(min(size.width, size.height)) / 2
        pattern = cairo_pattern_create_radial(
          c.0, c.1, Double(startFraction) * half, c.0, c.1, Double(endFraction) * half)
      case .angular:
        pattern = nil
      }
      guard let pattern else {
        Self.set(stops[0].color, on: cairo)
        return
      }
      for stop in stops {
        cairo_pattern_add_color_stop_rgba(
          pattern, Double(stop.location), Double(stop.color.red), Double(stop.color.green),
          Double(stop.color.blue), Double(stop.color.opacity))
      }
      cairo_set_source(cairo, pattern)
      cairo_pattern_destroy(pattern)
    }
  }

  static func set(_ color: Color.Resolved, on cairo: OpaquePointer) {
    cairo_set_source_rgba(
      cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.opacity))
  }
}
