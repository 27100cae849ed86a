import Foundation

// Core Graphics types SwiftUI code names, which Linux's Foundation lacks.
#if !canImport(CoreGraphics)
  /// A shape of the app's own, drawn from its path: renderers show it as a generic shape.
  extension Shape {
    /// The shape as a view.
    public var body: some View {
      CustomShapeView(name: _typeName(Self.self, qualified: false), outline: path(in:))
    }
  }

  /// How a custom shape appears in the semantic tree: its name, and its outline for the frame a
  /// renderer draws it in.
  struct CustomShapeView {
    let name: String
    let outline: (CGRect) -> Path
  }

  extension CustomShapeView: View, PrimitiveView {
    var body: Never { primitiveBody(Self.self) }
    func update(in node: Node) {}
    func output(in node: Node) -> NodeOutput {
      let outline = outline
      let record = DrawingRecord(description: name) { size in
        var drawing = Drawing()
        drawing.commands = [
          DrawingCommand(
            .fill(outline(CGRect(origin: .zero, size: size)), .foreground, eoFill: false))
        ]
        return drawing
      }
      return node.leafOutput(role: .shape(.drawn(name, record)))
    }
  }

  /// A shape that fills its whole frame; recorded as a rectangle.
  public struct Rectangle: Sendable {
    /// Creates a rectangle.
    public init() {}
  }

  /// Its frame with the corners rounded off; recorded with the smaller of `cornerSize`'s two
  /// lengths as its radius, which is what renderers draw.
  public struct RoundedRectangle: Sendable {
    /// How far each corner's curve reaches across and down, in points.
    public var cornerSize: CGSize
    /// Circular or continuous corners; both are drawn as quarter circles here.
    public var style: RoundedCornerStyle
    var cornerRadius: CGFloat { min(cornerSize.width, cornerSize.height) }

    /// Makes a rounded rectangle whose corners curve over `cornerRadius` points each way.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
      self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Makes a rounded rectangle whose corners curve over `cornerSize`'s width and height.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
      self.cornerSize = cornerSize
      self.style = style
    }
  }

  /// The largest circle that fits its frame, centred there.
  public struct Circle: Sendable {
    /// Creates a circle.
    public init() {}
  }

  /// Its frame with the shorter sides made half circles, as a pill.
  public struct Capsule: Sendable {
    /// Circular or continuous ends; both are drawn as half circles here.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  }

  /// The oval that touches all four sides of its frame.
  public struct Ellipse: Sendable {
    /// Creates an ellipse.
    public init() {}
  }

  extension Rectangle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
  }

  extension Rectangle: LeafView {
    package func leafContent() -> (role: Role, attributes: [Attribute])? {
      (.shape(.rectangle), [])
    }
  }

  extension RoundedRectangle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
  }

  extension RoundedRectangle: LeafView {
    package func leafContent() -> (role: Role, attributes: [Attribute])? {
      (.shape(.roundedRectangle(cornerRadius: cornerRadius)), [])
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
  }

  extension Circle: LeafView {
    package func leafContent() -> (role: Role, attributes: [Attribute])? {
      (.shape(.circle), [])
    }
  }

  extension Capsule: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
  }

  extension Capsule: LeafView {
    package func leafContent() -> (role: Role, attributes: [Attribute])? {
      (.shape(.capsule), [])
    }
  }

  extension Ellipse: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  }

  extension Ellipse: LeafView {
    package func leafContent() -> (role: Role, attributes: [Attribute])? {
      (.shape(.ellipse), [])
    }
  }
#endif
