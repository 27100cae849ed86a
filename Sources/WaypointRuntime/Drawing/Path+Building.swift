import Foundation

extension Path {
  /// Appends a `.move(to:)` element: `end` becomes the first and current point of a new subpath.
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

  /// Appends a `.line(to:)` element, a straight segment that ends at `end`.
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }

  /// Appends a `.quadCurve(to:control:)` element: a quadratic Bézier that leaves the current point,
  /// bends toward `control` and ends at `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }

  /// Appends a `.curve(to:control1:control2:)` element: a cubic Bézier from the current point to
  /// `end`, shaped by the two control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Appends `.closeSubpath`, a straight segment back to the subpath's first point, which becomes
  /// the current point again.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Appends `rect`, standardized and mapped through `transform`, as a closed subpath of its four
  /// corners.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ]
    append(polygon: corners, transform: transform)
  }

  /// Calls `addRect(_:transform:)` for each rectangle in turn: one closed subpath apiece.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Moves to the first point, then appends a line to each point after it, leaving the subpath
  /// open; an empty array appends nothing.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Appends `rect` with all four corners rounded by the smaller of `cornerSize`'s width and
  /// height, as `addRoundedRect(in:cornerRadii:style:transform:)` draws them.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let radius = min(cornerSize.width, cornerSize.height)
    addRoundedRect(
      in: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius),
      style: style, transform: transform)
  }

  /// Appends `rect` as one closed subpath whose corners are quarter-circle arcs of `cornerRadii`
  /// (leading on the left), each clamped between 0 and half the shorter side. Both `style`s draw
  /// the same arcs.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let limit = min(r.width, r.height) / 2
    func clamp(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
    let tl = clamp(cornerRadii.topLeading)
    let tr = clamp(cornerRadii.topTrailing)
    let br = clamp(cornerRadii.bottomTrailing)
    let bl = clamp(cornerRadii.bottomLeading)
    var piece = Path()
    piece.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    piece.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    piece.addCorner(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, from: -90)
    piece.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    piece.addCorner(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, from: 0)
    piece.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    piece.addCorner(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, from: 90)
    piece.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    piece.addCorner(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, from: 180)
    piece.closeSubpath()
    addPath(piece, transform: transform)
  }

  /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubic Bézier quarters,
  /// starting at the middle of its right side.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let (rx, ry) = (r.width / 2, r.height / 2)
    let k: CGFloat = 0.552_284_749_8
    var piece = Path()
    piece.move(to: CGPoint(x: r.maxX, y: center.y))
    piece.addCurve(
      to: CGPoint(x: center.x, y: r.maxY), control1: CGPoint(x: r.maxX, y: center.y + k * ry),
      control2: CGPoint(x: center.x + k * rx, y: r.maxY))
    piece.addCurve(
      to: CGPoint(x: r.minX, y: center.y), control1: CGPoint(x: center.x - k * rx, y: r.maxY),
      control2: CGPoint(x: r.minX, y: center.y + k * ry))
    piece.addCurve(
      to: CGPoint(x: center.x, y: r.minY), control1: CGPoint(x: r.minX, y: center.y - k * ry),
      control2: CGPoint(x: center.x - k * rx, y: r.minY))
    piece.addCurve(
      to: CGPoint(x: r.maxX, y: center.y), control1: CGPoint(x: center.x + k * rx, y: r.minY),
      control2: CGPoint(x: r.maxX, y: center.y - k * ry))
    piece.closeSubpath()
    addPath(piece, transform: transform)
  }

  /// Appends the part of the circle around `center` that starts at `startAngle` and turns through
  /// `delta`, in cubic pieces of at most a quarter turn; a line joins it to the current point when
  /// there is one.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    var piece = Path()
    piece.appendArc(
      center: center, radius: radius, start: startAngle.radians, delta: delta.radians,
      connect: currentPoint != nil)
    addPath(piece, transform: transform)
  }

  /// Appends the part of the circle around `center` from `startAngle` to `endAngle`, going round
  /// the way `clockwise` says in the flipped (y-down) coordinates views use; drawn by
  /// `addRelativeArc(center:radius:startAngle:delta:transform:)`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var delta = endAngle.radians - startAngle.radians
    let turn = 2 * Double.pi
    if clockwise {
      while delta > 0 { delta -= turn }
    } else {
      while delta < 0 { delta += turn }
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(delta),
      transform: transform)
  }

  /// Adds an arc of a circle tangent to the lines from the current point to `tangent1End` and
  /// from there to `tangent2End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let start = currentPoint else { return }
    let (v1x, v1y) = (start.x - tangent1End.x, start.y - tangent1End.y)
    let (v2x, v2y) = (tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
    let l1: CGFloat = hypot(v1x, v1y)
    let l2: CGFloat = hypot(v2x, v2y)
    let cross: CGFloat = v1x * v2y - v1y * v2x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else {
      addPath(Path { $0.elements = [.line(to: tangent1End)] }, transform: transform)
      return
    }
    let cosine: CGFloat = (v1x * v2x + v1y * v2y) / (l1 * l2)
    let angle: CGFloat = acos(max(-1, min(1, cosine)))
    let distance: CGFloat = radius / tan(angle / 2)
    let p1 = CGPoint(x: tangent1End.x + v1x / l1 * distance, y: tangent1End.y + v1y / l1 * distance)
    let p2 = CGPoint(x: tangent1End.x + v2x / l2 * distance, y: tangent1End.y + v2y / l2 * distance)
    let (bx, by): (CGFloat, CGFloat) = (v1x / l1 + v2x / l2, v1y / l1 + v2y / l2)
    let bl: CGFloat = hypot(bx, by)
    let centerDistance: CGFloat = radius / sin(angle / 2)
    let center = CGPoint(
      x: tangent1End.x + bx / bl * centerDistance, y: tangent1End.y + by / bl * centerDistance)
    let a1 = Double(atan2(p1.y - center.y, p1.x - center.x))
    let a2 = Double(atan2(p2.y - center.y, p2.x - center.x))
    var delta = a2 - a1
    if delta > Double.pi { delta -= 2 * Double.pi }
    if delta < -Double.pi { delta += 2 * Double.pi }
    var piece = Path()
    piece.elements.append(.line(to: p1))
    piece.appendArc(center: center, radius: radius, start: a1, delta: delta, connect: true)
    addPath(piece, transform: transform)
  }

  /// Appends the elements of `path`, mapped through `transform`, after this path's own; a
  /// set-operation `combination` on `path` is not carried over.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  /// The point the next element starts from: the end of the last element, the start of the
  /// subpath after a close, or nil when the path is empty.
  public var currentPoint: CGPoint? {
    var current: CGPoint?
    var subpathStart: CGPoint?
    for element in elements {
      switch element {
      case .move(let to):
        current = to
        subpathStart = to
      case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): current = to
      case .closeSubpath: current = subpathStart
      }
    }
    return current
  }

  mutating func append(polygon points: [CGPoint], transform: CGAffineTransform) {
    guard let first = points.first else { return }
    elements.append(.move(to: first.transformed(by: transform)))
    for point in points.dropFirst() { elements.append(.line(to: point.transformed(by: transform))) }
    elements.append(.closeSubpath)
  }

  /// A quarter-circle corner starting at `from` degrees, clockwise on screen; none at radius 0.
  mutating func addCorner(center: CGPoint, radius: CGFloat, from degrees: Double) {
    guard radius > 0 else { return }
    appendArc(
      center: center, radius: radius, start: degrees * .pi / 180, delta: .pi / 2, connect: true)
  }

  /// Appends an arc as cubic curves of at most a quarter turn each.
  mutating func appendArc(
    center: CGPoint, radius: CGFloat, start: Double, delta: Double, connect: Bool
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let first = point(start)
    elements.append(connect ? .line(to: first) : .move(to: first))
    let pieces = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
    let step = delta / Double(pieces)
    let k = 4 / 3 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle))
      let c2 = CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))
      elements.append(.curve(to: p3, control1: c1, control2: c2))
      angle = next
    }
  }
}
