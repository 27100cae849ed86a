import Foundation

extension Path {
  /// A path with each point of this one transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    if transform == .identity { return self }
    var result = Path()
    result.elements = elements.map { $0.transformed(by: transform) }
    if case .combined(let operation, let lhs, let rhs, let eoFill) = combination {
      result.combination = .combined(
        operation, lhs.applying(transform), rhs.applying(transform), eoFill: eoFill)
    }
    return result
  }

  /// A path moved by `dx` horizontally and `dy` vertically.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The smallest rectangle holding every point of the path (curves included, control points
  /// not); `CGRect.null` when the path is empty.
  public var boundingRect: CGRect {
    if case .combined(let operation, let lhs, let rhs, _) = combination {
      switch operation {
      case .union, .symmetricDifference: return lhs.boundingRect.union(rhs.boundingRect)
      case .intersection: return lhs.boundingRect.intersection(rhs.boundingRect)
      case .subtraction: return lhs.boundingRect
      }
    }
    let points = polylines().flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the filled path contains `p`, by the non-zero winding rule or, with `eoFill`, the
  /// even-odd rule.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    if case .combined(let operation, let lhs, let rhs, let combinedEOFill) = combination {
      let inLHS = lhs.contains(p, eoFill: combinedEOFill)
      let inRHS = rhs.contains(p, eoFill: combinedEOFill)
      switch operation {
      case .union: return inLHS || inRHS
      case .intersection: return inLHS && inRHS
      case .subtraction: return inLHS && !inRHS
      case .symmetricDifference: return inLHS != inRHS
      }
    }
    var winding = 0
    for line in polylines() {
      let points = line.points
      guard points.count > 2 else { continue }
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
        if a.y <= p.y, b.y > p.y, side > 0 { winding += 1 }
        if a.y > p.y, b.y <= p.y, side < 0 { winding -= 1 }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// The part of the path between two fractions of its length, from 0 to 1; curves in the
  /// result are approximated by short lines.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = max(0, min(1, from))
    let end = max(0, min(1, to))
    guard start < end else { return Path() }
    if start == 0, end == 1 { return self }
    let lines = polylines().map { line in
      line.closed ? line.points + line.points.prefix(1) : line.points
    }
    let total = lines.reduce(0) { $0 + Path.length(of: $1) }
    guard total > 0 else { return Path() }
    let (low, high) = (start * total, end * total)
    var result = Path()
    var travelled: CGFloat = 0
    for points in lines {
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        let (s, e) = (travelled, travelled + length)
        travelled = e
        guard length > 0, e > low, s < high else {
          drawing = false
          continue
        }
        func at(_ distance: CGFloat) -> CGPoint {
          let t = (distance - s) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing { result.move(to: at(max(s, low))) }
        result.addLine(to: at(min(e, high)))
        drawing = true
      }
    }
    return result
  }

  /// The area a stroke of `style` covers, as one closed quadrilateral per segment (and a disc
  /// at each joint for round caps or joins).
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    var result = Path()
    guard half > 0 else { return result }
    for line in polylines() {
      let points = line.closed ? line.points + line.points.prefix(1) : line.points
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { continue }
        let (nx, ny) = (-(b.y - a.y) / length * half, (b.x - a.x) / length * half)
        result.append(
          polygon: [
            CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
            CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
          ], transform: .identity)
      }
      if style.lineCap == .round || style.lineJoin == .round {
        for point in points {
          result.addEllipse(
            in: CGRect(x: point.x - half, y: point.y - half, width: half * 2, height: half * 2))
        }
      }
    }
    return result
  }

  /// The path itself: Waypoint keeps paths as drawn, and answers containment by `eoFill`.
  public func normalized(eoFill: Bool = true) -> Path { self }

  /// The area both this path and `other` fill.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.intersection, other, eoFill: eoFill)
  }

  /// The area either this path or `other` fills.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.union, other, eoFill: eoFill)
  }

  /// The area this path fills and `other` does not.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.subtraction, other, eoFill: eoFill)
  }

  /// The area exactly one of this path and `other` fills.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.symmetricDifference, other, eoFill: eoFill)
  }

  /// This path's lines within the area `other` fills (kept as the combination, for
  /// containment).
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.intersection, other, eoFill: eoFill)
  }

  /// This path's lines outside the area `other` fills (kept as the combination, for
  /// containment).
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    combined(.subtraction, other, eoFill: eoFill)
  }

  private func combined(_ operation: PathCombination.Operation, _ other: Path, eoFill: Bool)
    -> Path
  {
    var result = Path()
    result.elements = elements + other.elements
    result.combination = .combined(operation, self, other, eoFill: eoFill)
    return result
  }

  /// Each subpath as a polyline, curves flattened into 16 segments each.
  public func polylines() -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    func finish(closed: Bool) {
      if points.count > 1 { result.append((points, closed)) }
      points = []
    }
    for element in elements {
      let from = points.last ?? .zero
      switch element {
      case .move(let to):
        finish(closed: false)
        points = [to]
      case .line(let to):
        if points.isEmpty { points = [from] }
        points.append(to)
      case .quadCurve(let to, let control):
        if points.isEmpty { points = [from] }
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          points.append(
            CGPoint(
              x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
              y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
        }
      case .curve(let to, let c1, let c2):
        if points.isEmpty { points = [from] }
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            CGPoint(
              x: a * from.x + b * c1.x + c * c2.x + d * to.x,
              y: a * from.y + b * c1.y + c * c2.y + d * to.y))
        }
      case .closeSubpath:
        let start = points.first
        finish(closed: true)
        if let start { points = [start] }
      }
    }
    if points.count > 1 { finish(closed: false) }
    return result
  }

  static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }
}

extension Path.Element {
  /// The element with every point it names moved by `transform`.
  public func transformed(by transform: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let to): .move(to: to.transformed(by: transform))
    case .line(let to): .line(to: to.transformed(by: transform))
    case .quadCurve(let to, let control):
      .quadCurve(to: to.transformed(by: transform), control: control.transformed(by: transform))
    case .curve(let to, let c1, let c2):
      .curve(
        to: to.transformed(by: transform), control1: c1.transformed(by: transform),
        control2: c2.transformed(by: transform))
    case .closeSubpath: .closeSubpath
    }
  }
}

extension CGPoint {
  /// The point mapped by `transform`.
  public func transformed(by transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}
