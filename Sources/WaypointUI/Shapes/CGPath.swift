import Foundation

#if !canImport(CoreGraphics)
  /// A path (Core Graphics' type, which Linux lacks), kept as SwiftUI's `Path`:
  /// `Path(_:)` and `Path.cgPath` convert without loss.
  public class CGPath: @unchecked Sendable, Equatable {
    /// The path's elements.
    package fileprivate(set) var path: Path

    package init(path: Path) { self.path = path }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point the path ends at, zero when it is empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// Whether `point` is inside the path (after `transform`) by `rule`.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding,
      transform: CGAffineTransform = .identity
    ) -> Bool {
      path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// Whether both have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
  }

  /// How a path's inside is decided (Core Graphics' type).
  public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
  }

  /// A path that can be added to (Core Graphics' type).
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }

    override package init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      path.move(to: point.applying(transform))
    }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      path.addLine(to: point.applying(transform))
    }

    /// Adds a cubic curve to `end`.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      path.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }

    /// Adds a quadratic curve to `end`.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      path.addRect(rect, transform: transform)
    }

    /// Adds an ellipse inside `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      path.addEllipse(in: rect, transform: transform)
    }

    /// Adds another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
      path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
  }

  extension Path {
    /// The path of a Core Graphics path.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
  }
#endif
