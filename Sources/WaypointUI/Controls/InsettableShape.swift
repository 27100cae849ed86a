import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
  /// the resulting shape with `style`, and then filling with `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    attribute(.stroke(AnyShapeStyle(content), lineWidth: style.lineWidth))
  }

  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
  /// the resulting shape with `style`, and then filling with the foreground color.
  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    attribute(.stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: style.lineWidth))
  }

  /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
  /// stroke) of `self` with `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    attribute(.stroke(AnyShapeStyle(content), lineWidth: lineWidth))
  }

  /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
  /// stroke) of `self` with the foreground color.
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    attribute(.stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: lineWidth))
  }
}
