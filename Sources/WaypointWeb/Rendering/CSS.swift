import Foundation
import WaypointUI

/// Values written into CSS: numbers without needless decimals and the app's colours.
enum CSS {
  /// `8`, `0.5`: at most two decimals, no trailing zeros; non-finite numbers are `0`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded() { return String(Int(value)) }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    // A value that rounds to a whole number at two places ("225.00") ends at its point.
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A colour as CSS: a system colour is a custom property the style sheet defines per
  /// appearance; a colour with light and dark values is `light-dark()` of both (the page's
  /// `color-scheme` picks); others are `rgb()` with their opacity.
  static func color(_ color: Color) -> String {
    if let name = color.systemName {
      let base = "var(--\(HTMLText.className(name)))"
      guard color.alpha < 1 else { return base }
      return "color-mix(in srgb, \(base) \(number(color.alpha * 100))%, transparent)"
    }
    if let (light, dark) = color.appearanceComponents {
      func rgb(_ value: Color.Resolved) -> String {
        rgbFunction(
          Double(value.red), Double(value.green), Double(value.blue),
          Double(value.opacity) * color.alpha)
      }
      return "light-dark(\(rgb(light)), \(rgb(dark)))"
    }
    guard let (red, green, blue) = color.components else { return "currentColor" }
    return rgbFunction(red, green, blue, color.alpha)
  }

  /// `rgb(r g b / a)` of components from 0 to 1, clamped.
  private static func rgbFunction(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double)
    -> String
  {
    func channel(_ value: Double) -> String { number((min(1, max(0, value)) * 255).rounded()) }
    return "rgb(\(channel(red)) \(channel(green)) \(channel(blue)) / \(number(alpha)))"
  }

  /// An angular gradient as a CSS `conic-gradient`: SwiftUI's angles start pointing right and
  /// CSS's up, both turning clockwise; a stop at `location` is that far through the sweep.
  static func conicGradient(
    _ gradient: Gradient, center: UnitPoint, from start: Angle, to end: Angle
  )
    -> String
  {
    let sweep = end.degrees - start.degrees
    let stops = gradient.stops.map {
      "\(color($0.color)) \(number($0.location * sweep))deg"
    }
    return "conic-gradient(from \(number(start.degrees + 90))deg at "
      + "\(number(center.x * 100))% \(number(center.y * 100))%, "
      + stops.joined(separator: ", ") + ")"
  }

  /// A gradient style as a CSS image for a box's background (a view's `.background` of a
  /// gradient), where CSS draws it as SwiftUI does: linear, elliptical and angular.
  static func gradientImage(_ gradient: Gradient, _ geometry: GradientGeometry) -> String? {
    let stops = { (scale: (CGFloat) -> String) in
      gradient.stops.map { "\(color($0.color)) \(scale($0.location))" }.joined(separator: ", ")
    }
    switch geometry {
    case .linear(let start, let end):
      // Edge to edge and corner to corner are CSS's keywords; another line, its angle.
      let (dx, dy) = (end.x - start.x, end.y - start.y)
      let horizontal = dx >= 1 ? "right" : dx <= -1 ? "left" : dx == 0 ? "" : nil
      let vertical = dy >= 1 ? "bottom" : dy <= -1 ? "top" : dy == 0 ? "" : nil
      let direction: String
      if let horizontal, let vertical, !(horizontal + vertical).isEmpty {
        direction = "to " + [vertical, horizontal].filter { !$0.isEmpty }.joined(separator: " ")
      } else {
        direction = "\(number(atan2(dx, -dy) * 180 / .pi))deg"
      }
      return "linear-gradient(\(direction), \(stops { "\(number($0 * 100))%" }))"
    case .elliptical(let center, let from, let to):
      return "radial-gradient(ellipse \(number(to * 200))% \(number(to * 200))% at "
        + "\(number(center.x * 100))% \(number(center.y * 100))%, "
        + stops { "\(number((from + $0 * (to - from)) / max(to, 0.0001) * 100))%" } + ")"
    case .radial(let center, let from, let to):
      return "radial-gradient(circle \(number(to))px at "
        + "\(number(center.x * 100))% \(number(center.y * 100))%, "
        + stops { "\(number(from + $0 * (to - from)))px" } + ")"
    case .angular(let center, let start, let end):
      return conicGradient(gradient, center: center, from: start, to: end)
    }
  }

  /// A shape style as a CSS colour, where it is one.
  static func color(_ style: AnyShapeStyle) -> String? {
    switch style.kind {
    case .color(let color): return self.color(color)
    case .hierarchical(let level): return level <= 1 ? "var(--label)" : "var(--secondaryLabel)"
    case .tint: return "var(--tint)"
    case .background: return "var(--background)"
    default: return nil
    }
  }
}
