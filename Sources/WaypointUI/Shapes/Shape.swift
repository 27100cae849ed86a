import Foundation

/// A 2D shape that you can use when drawing a view.
public protocol Shape: View {
  /// Describes this shape as a path within a rectangular frame of reference.
  func path(in rect: CGRect) -> Path
  /// Whether this shape is filled, stroked or a separator, for styles that depend on it.
  static var role: ShapeRole { get }
  /// How this shape's path responds to a right-to-left layout direction.
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  /// The size this shape takes for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// Fills this shape with a color or gradient.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> FillShapeView<Self, S, EmptyView>
  {
    FillShapeView(shape: self, style: content, fillStyle: style, background: EmptyView())
  }

  /// Traces the outline of this shape with a color or gradient.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline of this shape at `lineWidth`, as a shape: drawn in the foreground style,
  /// and a shape still (`.trim(to: 0.5).stroke(lineWidth: 2)`, `.stroke(lineWidth: 2).fill(.red)`).
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
