import Foundation

/// A 2D shape that you can use when drawing a view.
public protocol Shape: View {
  /// Describes this shape as a path within a rectangular frame of reference.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Fills this shape with a color or gradient.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> some View
  {
    attribute(.fill(AnyShapeStyle(content)))
  }

  /// Traces the outline of this shape with a color or gradient.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    attribute(.stroke(AnyShapeStyle(content), lineWidth: lineWidth))
  }

  /// Traces the outline of this shape in the foreground style.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
    attribute(.stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: lineWidth))
  }
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
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
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
