import Foundation

/// A view that draws a shape: what `fill`, `stroke` and `strokeBorder` return, so that a filled
/// shape can be stroked too (`Circle().fill(.red).stroke(.blue)`).
public protocol ShapeView<Content>: View {
  /// The shape under the fill or stroke, which further `fill` and `stroke` calls reuse.
  associatedtype Content: Shape
  /// The shape this view draws.
  nonisolated var shape: Content { get }
}

/// A shape filled with a style, in front of a background view.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
  /// The shape filled, which a chained `stroke` or `fill` uses again.
  public var shape: Content
  /// What the inside is painted with, recorded on the shape's element.
  public var style: Style
  /// Whether the even-odd rule decides what is inside.
  public var fillStyle: FillStyle
  /// The shape view this fill was chained onto, drawn behind it; `EmptyView` for none.
  public var background: Background

  /// Creates a shape filled with a shape style.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }
}

extension FillShapeView: ShapeView {
  /// The shape with its fill, over the background.
  public var body: some View {
    ShapeLayers(
      front: shape.attribute(.fill(AnyShapeStyle(style), eoFill: fillStyle.isEOFilled)),
      background: background)
  }
}

/// A shape's outline traced with a style, in front of a background view.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View> {
  /// The shape whose path is stroked, which a chained `stroke` or `fill` uses again.
  public var shape: Content
  /// What the line is painted with, recorded on the shape's element.
  public var style: Style
  /// The line's width, caps, joins and dashes, all recorded with the stroke.
  public var strokeStyle: StrokeStyle
  /// Kept as given; renderers smooth edges, or not, their own way.
  public var isAntialiased: Bool
  /// The shape view this stroke was chained onto, drawn behind it; `EmptyView` for none.
  public var background: Background

  /// Creates a stroked shape.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
}

extension StrokeShapeView: ShapeView {
  /// The shape with its stroke, over the background.
  public var body: some View {
    ShapeLayers(
      front: shape.attribute(
        .stroke(AnyShapeStyle(style), lineWidth: strokeStyle.lineWidth, style: strokeStyle)),
      background: background)
  }
}

/// An insettable shape's outline traced inside its frame, in front of a background view.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View> {
  /// The shape whose border is stroked, which a chained `stroke` or `fill` uses again.
  public var shape: Content
  /// What the line is painted with, recorded on the shape's element.
  public var style: Style
  /// The line's width, caps, joins and dashes; the whole width lies inside the frame.
  public var strokeStyle: StrokeStyle
  /// Kept as given; renderers smooth edges, or not, their own way.
  public var isAntialiased: Bool
  /// The shape view this stroke was chained onto, drawn behind it; `EmptyView` for none.
  public var background: Background

  /// Creates a shape whose border is stroked inside its frame.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
}

extension StrokeBorderShapeView: ShapeView {
  /// The shape with its inner stroke, over the background.
  public var body: some View {
    ShapeLayers(front: front, background: background)
  }

  /// An app's shape is inset by half the line, so that the stroke stays inside its frame; a
  /// built-in one keeps its kind, which renderers stroke inside its edge.
  @MainActor @ViewBuilder private var front: some View {
    let stroke = Attribute.stroke(
      AnyShapeStyle(style), lineWidth: strokeStyle.lineWidth, style: strokeStyle)
    switch ShapeKind(of: shape) {
    case .custom, .drawn: shape.inset(by: strokeStyle.lineWidth / 2).attribute(stroke)
    default: shape.attribute(stroke)
    }
  }
}

/// A drawn shape over the shape view it was chained onto, when there is one.
struct ShapeLayers<Front: View, Background: View>: View {
  let front: Front
  let background: Background

  var body: some View {
    if Background.self == EmptyView.self {
      front
    } else {
      front.background(alignment: .center) { background }
    }
  }
}

extension ShapeView {
  /// Fills this shape view's shape with `content`, over this view.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> FillShapeView<Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Traces this shape view's shape with `content` in `style`, over this view.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Traces this shape view's shape with `content` at `lineWidth`, over this view.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// Traces this shape view's shape inside its frame with `content` in `style`, over this view.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Traces this shape view's shape inside its frame with `content` at `lineWidth`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
