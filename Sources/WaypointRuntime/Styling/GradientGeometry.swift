import Foundation

/// Where a gradient style lays its colours in the rectangle it fills, in unit points of that
/// rectangle (radii in points, or as fractions of the smaller side for an elliptical one).
public enum GradientGeometry: Hashable, Sendable {
  /// Along the line from `startPoint` to `endPoint`.
  case linear(startPoint: UnitPoint, endPoint: UnitPoint)
  /// In circles around `center`, from `startRadius` to `endRadius`.
  case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  /// In ellipses around `center` shaped like the rectangle, between fractions of its size.
  case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
  /// Around `center`, clockwise from `startAngle` to `endAngle` (0° points right).
  case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)

  /// Where `point` falls along the gradient filling `rect`: 0 at its start, 1 at its end,
  /// clamped between.
  public func location(of point: CGPoint, in rect: CGRect) -> CGFloat {
    func at(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }
    let value: CGFloat
    switch self {
    case .linear(let start, let end):
      let (a, b) = (at(start), at(end))
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = dx * dx + dy * dy
      value = length > 0 ? ((point.x - a.x) * dx + (point.y - a.y) * dy) / length : 0
    case .radial(let center, let start, let end):
      let c = at(center)
      value = end != start ? (hypot(point.x - c.x, point.y - c.y) - start) / (end - start) : 0
    case .elliptical(let center, let start, let end):
      let c = at(center)
      // Distance in the rectangle's own proportions, as a fraction of its sides.
      let dx = rect.width > 0 ? (point.x - c.x) / rect.width : 0
      let dy = rect.height > 0 ? (point.y - c.y) / rect.height : 0
      value = end != start ? (hypot(dx, dy) - start) / (end - start) : 0
    case .angular(let center, let start, let end):
      let c = at(center)
      let sweep = end.radians - start.radians
      var angle = atan2(point.y - c.y, point.x - c.x) - start.radians
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      value = sweep != 0 ? angle / abs(sweep) : 0
    }
    return min(1, max(0, value.isFinite ? value : 0))
  }
}

/// A gradient style that knows its colours and where they lie.
protocol GeometricGradient {
  var gradient: Gradient { get }
  var geometry: GradientGeometry { get }
}

extension LinearGradient: GeometricGradient {
  var geometry: GradientGeometry { .linear(startPoint: startPoint, endPoint: endPoint) }
}

extension RadialGradient: GeometricGradient {
  var geometry: GradientGeometry {
    .radial(center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension EllipticalGradient: GeometricGradient {
  var geometry: GradientGeometry {
    .elliptical(
      center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension AngularGradient: GeometricGradient {
  var geometry: GradientGeometry {
    // Equal angles go once around, as SwiftUI draws them.
    let end = endAngle == startAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
    return .angular(center: center, startAngle: startAngle, endAngle: end)
  }
}

extension Gradient {
  /// The colour of the stop nearest `location`: what a renderer that cannot blend colours
  /// shows there. Nil for a gradient without stops.
  public func nearestStop(to location: CGFloat) -> Color? {
    stops.min { abs($0.location - location) < abs($1.location - location) }?.color
  }
}
