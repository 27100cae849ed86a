import Foundation

/// What a shape is for, as its `role` states it. Nothing reads it here: shape styles resolve
/// the same way whatever the role.
public enum ShapeRole: Hashable, Sendable {
  /// The shape is painted inside; every shape's role unless it says otherwise.
  case fill
  /// Only the shape's outline is drawn.
  case stroke
  /// The shape is a dividing line between pieces of content.
  case separator
}

/// Whether a shape's path flips horizontally in a right-to-left layout. Shapes state it, and
/// renderers do not flip paths whatever it says.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// The shape's path stays the same whatever the layout direction.
  case fixed
  /// The shape's path is mirrored when the layout direction is `layoutDirection`.
  case mirrors(in: LayoutDirection)

  /// The shape's path is mirrored in a right-to-left layout.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension Shape {
  /// Shapes are filled by default.
  public static var role: ShapeRole { .fill }

  /// Shapes mirror in right-to-left layouts by default.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  /// The proposed size, 10 points along each dimension left unspecified.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension Circle {
  /// The largest square that fits the proposal.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }
  /// A circle is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Rectangle {
  /// A rectangle is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
  /// A rounded rectangle is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
  /// A capsule is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
  /// An ellipse is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangular shape with rounded corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangular shape whose corners each have their own radius.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangular shape whose corners each have their own radius.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule shape whose corners have `style`.
  public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == ContainerRelativeShape {
  /// ``ContainerRelativeShape``: its frame, as containers here are all rectangles.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
