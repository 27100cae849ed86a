import Foundation

/// The outline of a 2D shape: a list of drawing elements, or two paths combined by a set
/// operation, which Waypoint keeps as such so that `contains(_:eoFill:)` stays exact.
public struct Path: Equatable, LosslessStringConvertible, Sendable {
  /// The path's drawing elements, in order; for a combined path, those of both operands.
  package var elements: [Element] = []
  /// The set operation this path stands for, when it was made by one.
  public var combination: PathCombination?

  /// An element of a path.
  public enum Element: Equatable, Sendable {
    /// A path element that terminates the current subpath (without closing it) and defines a
    /// new current point.
    case move(to: CGPoint)
    /// A line from the previous current point to the given point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the previous current point to the given end-point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the previous current point to the given end-point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line from the start point of the current subpath to the current point.
    case closeSubpath
  }

  /// Creates an empty path.
  public init() {}

  /// Creates a path containing a rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// Creates a path containing a rounded rectangle of the given corner size.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path containing a rounded rectangle of the given corner radius.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path containing a rectangle whose corners each have their own radius.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Creates a path containing an ellipse within the given rectangle.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Creates a path by calling `callback` with an empty path to add to.
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  /// Creates a path from its description: numbers followed by the operators `m` (move),
  /// `l` (line), `q` (quadratic curve), `c` (cubic curve), `re` (rectangle) and `h` (close).
  public init?(_ string: String) {
    var numbers: [CGFloat] = []
    func take(_ count: Int) -> [CGPoint]? {
      guard numbers.count == count * 2 else { return nil }
      defer { numbers.removeAll() }
      return stride(from: 0, to: numbers.count, by: 2).map {
        CGPoint(x: numbers[$0], y: numbers[$0 + 1])
      }
    }
    for token in string.split(whereSeparator: \.isWhitespace) {
      if let number = Double(token) {
        numbers.append(CGFloat(number))
        continue
      }
      switch token {
      case "m":
        guard let points = take(1) else { return nil }
        move(to: points[0])
      case "l":
        guard let points = take(1) else { return nil }
        addLine(to: points[0])
      case "q":
        guard let points = take(2) else { return nil }
        addQuadCurve(to: points[1], control: points[0])
      case "c":
        guard let points = take(3) else { return nil }
        addCurve(to: points[2], control1: points[0], control2: points[1])
      case "re":
        guard let points = take(2) else { return nil }
        addRect(CGRect(origin: points[0], size: CGSize(width: points[1].x, height: points[1].y)))
      case "h":
        guard numbers.isEmpty else { return nil }
        closeSubpath()
      default:
        return nil
      }
    }
    guard numbers.isEmpty else { return nil }
  }

  /// The path's elements as text that `init?(_:)` reads back, such as `0 0 m 10 0 l h`.
  public var description: String {
    func text(_ points: CGPoint...) -> String {
      points.map { "\(Font.number($0.x)) \(Font.number($0.y))" }.joined(separator: " ")
    }
    return elements.map { element in
      switch element {
      case .move(let to): "\(text(to)) m"
      case .line(let to): "\(text(to)) l"
      case .quadCurve(let to, let control): "\(text(control, to)) q"
      case .curve(let to, let control1, let control2): "\(text(control1, control2, to)) c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }
}

/// Two filled paths combined by a set operation.
public indirect enum PathCombination: Equatable, Sendable {
  /// Which set operation combines the two paths.
  public enum Operation: Equatable, Sendable {
    case union, intersection, subtraction, symmetricDifference
  }
  case combined(Operation, Path, Path, eoFill: Bool)
}
