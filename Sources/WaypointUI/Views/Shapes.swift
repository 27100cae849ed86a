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

  /// Traces the outline of this shape with `content` in `style`.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    attribute(.stroke(AnyShapeStyle(content), lineWidth: style.lineWidth))
  }

  /// Traces the outline of this shape in the foreground style, in `style`.
  nonisolated public func stroke(style: StrokeStyle) -> some View {
    attribute(.stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: style.lineWidth))
  }

  /// Traces the outline inside this shape's frame with `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    attribute(.stroke(AnyShapeStyle(content), lineWidth: lineWidth))
  }

  /// Traces the outline inside this shape's frame in the foreground style.
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    attribute(.stroke(AnyShapeStyle(ForegroundStyle()), lineWidth: lineWidth))
  }

  /// The part of this shape's outline between two fractions of its length.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some View
  {
    attribute(
      .drawing(".trim(from: \(Font.number(startFraction)), to: \(Font.number(endFraction)))"))
  }
}

/// How a shape's outline is drawn: its width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The dash pattern's lengths.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat
  /// A stroke style; caps, joins and the miter limit are accepted and not kept.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
