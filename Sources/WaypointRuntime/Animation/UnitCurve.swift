import Foundation

/// A function that maps a progress in 0...1 to an output value, such as an easing curve.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
  package enum Form: Hashable, Sendable {
    case bezier(UnitPoint, UnitPoint)
    case circularEaseIn, circularEaseOut, circularEaseInOut, circularEaseOutIn
  }

  package let form: Form
  package let name: String?

  package init(_ form: Form, name: String? = nil) {
    self.form = form
    self.name = name
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) with the two given control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint, endControlPoint))
  }

  /// Starts slowly and ends slowly.
  @available(*, deprecated, message: "Use easeInOut instead")
  public static let easeInEaseOut = UnitCurve.easeInOut
  /// Starts slowly and ends slowly.
  public static let easeInOut = UnitCurve(
    .bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1)), name: ".easeInOut")
  /// Starts slowly.
  public static let easeIn = UnitCurve(
    .bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1)), name: ".easeIn")
  /// Ends slowly.
  public static let easeOut = UnitCurve(
    .bezier(UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1)), name: ".easeOut")
  /// A quarter circle that starts slowly.
  public static let circularEaseIn = UnitCurve(.circularEaseIn, name: ".circularEaseIn")
  /// A quarter circle that ends slowly.
  public static let circularEaseOut = UnitCurve(.circularEaseOut, name: ".circularEaseOut")
  /// Two quarter circles: starts and ends slowly.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut, name: ".circularEaseInOut")
  /// The identity: output equals progress.
  public static let linear = UnitCurve(
    .bezier(UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1)), name: ".linear")

  /// The curve's output at `progress` (clamped to 0...1).
  public func value(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch form {
    case .bezier(let p1, let p2):
      let s = Self.parameter(forX: t, p1.x, p2.x)
      return Self.cubic(s, Double(p1.y), Double(p2.y))
    case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
    case .circularEaseOut: return ((2 - t) * t).squareRoot()
    case .circularEaseInOut:
      return t < 0.5
        ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
        : 0.5 * ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1)
    case .circularEaseOutIn:
      return t < 0.5
        ? 0.5 * ((2 - 2 * t) * 2 * t).squareRoot()
        : 0.5 + 0.5 * (1 - (1 - (2 * t - 1) * (2 * t - 1)).squareRoot())
    }
  }

  /// The curve's rate of change at `progress` (clamped to 0...1).
  public func velocity(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch form {
    case .bezier(let p1, let p2):
      let s = Self.parameter(forX: t, p1.x, p2.x)
      let dx = Self.cubicSlope(s, Double(p1.x), Double(p2.x))
      let dy = Self.cubicSlope(s, Double(p1.y), Double(p2.y))
      return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
    default:
      let h = 1e-6
      let a = max(t - h, 0)
      let b = min(t + h, 1)
      return (value(at: b) - value(at: a)) / (b - a)
    }
  }

  /// The curve that undoes this one: `inverse.value(at: value(at: x)) == x`.
  public var inverse: UnitCurve {
    switch form {
    case .bezier(let p1, let p2):
      UnitCurve(.bezier(UnitPoint(x: p1.y, y: p1.x), UnitPoint(x: p2.y, y: p2.x)))
    case .circularEaseIn: .circularEaseOut
    case .circularEaseOut: .circularEaseIn
    case .circularEaseInOut: UnitCurve(.circularEaseOutIn)
    case .circularEaseOutIn: .circularEaseInOut
    }
  }

  /// The curve as Swift source: `.easeInOut`, `.bezier(startControlPoint: …)`.
  public var description: String {
    if let name { return name }
    switch form {
    case .bezier(let p1, let p2):
      return ".bezier(startControlPoint: \(p1.motionSource), endControlPoint: \(p2.motionSource))"
    case .circularEaseOutIn: return ".circularEaseInOut.inverse"
    default: return ".circularEaseInOut"
    }
  }

  /// Whether both curves map every progress to the same value.
  public static func == (a: UnitCurve, b: UnitCurve) -> Bool { a.form == b.form }

  /// Hashes the curve's shape.
  public func hash(into hasher: inout Hasher) { hasher.combine(form) }

  /// One coordinate of a cubic Bézier from 0 to 1 with control coordinates `c1` and `c2`.
  package static func cubic(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
  }

  /// The derivative of `cubic` with respect to `s`.
  package static func cubicSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
  }

  /// The Bézier parameter whose x coordinate is `x`: Newton's method, then bisection.
  package static func parameter(forX x: Double, _ x1: CGFloat, _ x2: CGFloat) -> Double {
    let (c1, c2) = (Double(x1), Double(x2))
    var s = x
    for _ in 0..<8 {
      let error = cubic(s, c1, c2) - x
      if abs(error) < 1e-9 { return s }
      let slope = cubicSlope(s, c1, c2)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    s = x
    for _ in 0..<60 {
      let value = cubic(s, c1, c2)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
