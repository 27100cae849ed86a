import Foundation

/// A shape's outline: moves, lines, Bézier curves and closes in order, or two paths joined by a set
/// operation and kept unflattened so that `contains(_:eoFill:)` stays exact. Renderers draw it as
/// SVG path data (browser), with cairo (desktop) or in braille dots (terminal).
public struct Path: Equatable, LosslessStringConvertible, Sendable {
  /// The path's drawing elements, in order; for a combined path, those of both operands.
  package var elements: [Element] = []
  /// The set operation this path stands for, when it was made by one.
  public var combination: PathCombination?

  /// One step of an outline; the cases match SVG path data's `M`, `L`, `Q`, `C` and `Z`.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at the point, leaving the one before it open.
    case move(to: CGPoint)
    /// A line from the previous current point to the given point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the previous current point to the given end-point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the previous current point to the given end-point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Joins the current point to the subpath's first point with a straight segment.
    case closeSubpath
  }

  /// Creates an empty path.
  public init() {}

  /// A path holding `rect` as one closed subpath, its four corners clockwise on screen from the
  /// top-left.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A path holding `rect` with corners rounded by the smaller of `cornerSize`'s width and height;
  /// both `style`s draw quarter circles.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A path holding `rect` with every corner rounded by `cornerRadius`, clamped to half the shorter
  /// side; both `style`s draw quarter circles.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A path holding `rect` with each corner rounded by its own entry of `cornerRadii` (leading on
  /// the left), each clamped to half the shorter side.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A path holding the ellipse inscribed in `rect`, as four cubic Bézier quarters.
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

  /// Hands `body` the elements one at a time, first to last; the browser builds its SVG path data
  /// this way.
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
