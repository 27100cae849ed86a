import Foundation

// Core Graphics types SwiftUI code names, which Linux's Foundation lacks.
#if !canImport(CoreGraphics)
  /// How an outline's ends are drawn (Core Graphics' type, which Linux lacks).
  public enum CGLineCap: Int32, Sendable {
    /// Square ends at the line's end.
    case butt
    /// Rounded ends.
    case round
    /// Square ends past the line's end.
    case square
  }

  /// How an outline's corners are drawn (Core Graphics' type, which Linux lacks).
  public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
  }

  /// A shape of the app's own, drawn from its path: renderers show it as a generic shape.
  extension Shape {
    /// The shape as a view.
    public var body: some View {
      CustomShapeView(name: _typeName(Self.self, qualified: false))
    }
  }

  /// How a custom shape appears in the semantic tree.
  struct CustomShapeView {
    let name: String
  }

  extension CustomShapeView: View, PrimitiveView {
    var body: Never { primitiveBody(Self.self) }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.custom(name))) }
  }

  /// The outline of a 2D shape (recorded as its number of elements; Waypoint does not draw).
  public struct Path: Sendable, Equatable {
    /// The number of drawing commands the path holds.
    public private(set) var elementCount = 0

    /// Creates an empty path.
    public init() {}
    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) { elementCount = 1 }
    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elementCount = 1 }
    /// Creates a path containing an ellipse within the given rectangle.
    public init(ellipseIn rect: CGRect) { elementCount = 1 }
    /// Creates a path by calling `callback` with an empty path to add to.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Begins a new subpath at the specified point.
    public mutating func move(to end: CGPoint) { elementCount += 1 }
    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to end: CGPoint) { elementCount += 1 }
    /// Adds a quadratic Bézier curve to the path.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elementCount += 1 }
    /// Adds a cubic Bézier curve to the path.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      elementCount += 1
    }
    /// Adds a rectangular subpath to the path.
    public mutating func addRect(_ rect: CGRect) { elementCount += 1 }
    /// Adds an ellipse that fits inside the specified rectangle.
    public mutating func addEllipse(in rect: CGRect) { elementCount += 1 }
    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { elementCount += 1 }
    /// Adds an arc of a circle around `center` from `startAngle` to `endAngle`.
    public mutating func addArc(
      center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    /// Adds an arc tangent to two lines from the current point.
    public mutating func addArc(
      tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
      transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    /// Adds a sequence of connected straight lines.
    public mutating func addLines(_ lines: [CGPoint]) { elementCount += lines.count }
    /// Adds a rounded rectangle.
    public mutating func addRoundedRect(
      in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
      transform: CGAffineTransform = .identity
    ) { elementCount += 1 }
    /// Adds another path's elements.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
      elementCount += path.elementCount
    }
    /// Whether the path has no elements.
    public var isEmpty: Bool { elementCount == 0 }
  }

  extension Path: Shape {
    /// A path is its own outline.
    public func path(in rect: CGRect) -> Path { self }
  }

  /// A style for rasterizing vector shapes (accepted for compatibility).
  public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill }
  }

  /// The foreground style in the current context.
  public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// Creates a foreground style.
    public init() {}
    /// The style as Swift source.
    public var description: String { ".foreground" }
  }

  extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
  }

  /// Defines the shape of a rounded rectangle's corners.
  public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
  }

  /// A rectangular shape aligned inside the frame of the view containing it.
  public struct Rectangle: Sendable {
    /// Creates a rectangle.
    public init() {}
  }

  /// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
  public struct RoundedRectangle: Sendable {
    let cornerRadius: CGFloat

    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
      self.cornerRadius = cornerRadius
    }
  }

  /// A circle centered on the frame of the view containing it.
  public struct Circle: Sendable {
    /// Creates a circle.
    public init() {}
  }

  /// A capsule shape aligned inside the frame of the view containing it.
  public struct Capsule: Sendable {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
  }

  /// An ellipse aligned inside the frame of the view containing it.
  public struct Ellipse: Sendable {
    /// Creates an ellipse.
    public init() {}
  }

  extension Rectangle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.rectangle)) }
  }

  extension RoundedRectangle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerRadius: cornerRadius)
    }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput {
      node.leafOutput(role: .shape(.roundedRectangle(cornerRadius: cornerRadius)))
    }
  }

  extension Circle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.circle)) }
  }

  extension Capsule: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerRadius: rect.height / 2)
    }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.capsule)) }
  }

  extension Ellipse: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.ellipse)) }
  }

  /// An affine transformation matrix (Core Graphics' type, which Linux lacks).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a, b, c, d, tx, ty: CGFloat

    /// A matrix of the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// A matrix that moves by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A matrix that scales by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A matrix that rotates by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    /// The matrix that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
#endif
