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
    package func update(in node: Node) {}
    package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.rectangle)) }
  }

  extension RoundedRectangle: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
    package func update(in node: Node) {}
    package func output(in node: Node) -> NodeOutput {
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
    package func update(in node: Node) {}
    package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.circle)) }
  }

  extension Capsule: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    package func update(in node: Node) {}
    package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.capsule)) }
  }

  extension Ellipse: Shape, PrimitiveView {
    /// A built-in shape has no body.
    public var body: Never { primitiveBody(Self.self) }
    /// The shape's path.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    package func update(in node: Node) {}
    package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .shape(.ellipse)) }
  }
#endif
