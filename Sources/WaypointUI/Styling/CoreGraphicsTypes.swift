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

  /// A style for rasterizing vector shapes.
  public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
      isEOFilled = eoFill
      isAntialiased = antialiased
    }
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
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var cornerRadius: CGFloat { min(cornerSize.width, cornerSize.height) }

    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
      self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a new rounded rectangle shape with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
      self.cornerSize = cornerSize
      self.style = style
    }
  }

  /// A circle centered on the frame of the view containing it.
  public struct Circle: Sendable {
    /// Creates a circle.
    public init() {}
  }

  /// A capsule shape aligned inside the frame of the view containing it.
  public struct Capsule: Sendable {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
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
      Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput {
      node.leafOutput(role: .shape(.roundedRectangle(cornerRadius: cornerRadius)))
    }
  }

  extension Circle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path: the largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
      let side = min(rect.width, rect.height)
      return Path(
        ellipseIn: CGRect(
          x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.circle)) }
  }

  extension Capsule: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
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
