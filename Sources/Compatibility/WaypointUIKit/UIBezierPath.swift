import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// A path as UIKit builds it, kept as SwiftUI's `Path`: `Path(bezier.cgPath)` draws it, which
  /// is how custom rounded-corner shapes reach views. Angles are in radians and `clockwise`
  /// means clockwise on screen, as in UIKit.
  @preconcurrency @MainActor
  public final class UIBezierPath {
    /// The path built so far.
    public private(set) var path: Path
    /// The stroke's width (kept for code that reads it; views stroke with their own style).
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() { path = Path() }

    /// A rectangle.
    public init(rect: CGRect) { path = Path(rect) }

    /// An ellipse inside `rect`.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
      let radius = min(cornerRadius, min(rect.width, rect.height) / 2)
      path = Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width` (at most half the
    /// shorter side), the others square.
    public init(
      roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
      let radius = min(cornerRadii.width, min(rect.width, rect.height) / 2)
      func corner(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
      path = Path(
        roundedRect: rect,
        cornerRadii: RectangleCornerRadii(
          topLeading: corner(.topLeft), bottomLeading: corner(.bottomLeft),
          bottomTrailing: corner(.bottomRight), topTrailing: corner(.topRight)),
        style: .circular)
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians).
    public init(
      arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      path = Path()
      addArc(
        withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    }

    /// The path of a Core Graphics path.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// The path as a Core Graphics path, for `Path(_:)`.
    public var cgPath: CGPath { path.cgPath }
    /// The smallest rectangle holding the path, control points included.
    public var bounds: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point the path ends at, zero when it is empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
      path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
      path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), joined to the current
    /// point by a line.
    public func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      // SwiftUI's `clockwise` counts in a y-up system, so it is the reverse of UIKit's on screen.
      path.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Adds another path's elements.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every element.
    public func removeAllPoints() { path = Path() }
    /// Moves, scales or turns every point by `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Whether `point` is inside the path.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point) }
  }
#endif
