import Foundation

/// A view made of an outline: it takes the space it is offered, and renderers draw
/// `path(in:)` for the frame it gets, filled in the foreground style unless a `fill` or
/// `stroke` says otherwise. Built-in shapes are recorded by kind, an app's own by type name.
public protocol Shape: View {
  /// The outline to draw in `rect`, the frame the layout gave the shape.
  func path(in rect: CGRect) -> Path
  /// Whether this shape is filled, stroked or a separator, for styles that depend on it.
  static var role: ShapeRole { get }
  /// Whether the path should flip in a right-to-left layout; kept for source compatibility,
  /// as renderers draw the path as given in either direction.
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  /// The size this shape takes for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// Records `content` as the shape's fill, with `style`'s even-odd rule; renderers paint the
  /// inside of the path with it.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> FillShapeView<Self, S, EmptyView>
  {
    FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
  }

  /// Records a stroke of `content`, `lineWidth` points wide and centred on the path, which
  /// renderers draw in place of a fill.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// A new shape whose area is the band `lineWidth` points wide along this one's path: it draws
  /// in the foreground style and chains further (`.trim(to: 0.5).stroke(lineWidth: 2)`,
  /// `.stroke(lineWidth: 2).fill(.red)`).
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Traces the outline of this shape with `content` in `style`.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// The outline of this shape in `style`, as a shape drawn in the foreground style.
  nonisolated public func stroke(style: StrokeStyle) -> some Shape {
    StrokedShape(shape: self, style: style)
  }

  /// The part of this shape's outline between two fractions of its length, as a shape.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  {
    TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}
