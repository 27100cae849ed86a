import Foundation

/// A rectangular shape with rounded corners of different sizes.
public struct UnevenRoundedRectangle: Sendable {
  /// Each corner's radius in points; 0 leaves that corner square.
  public var cornerRadii: RectangleCornerRadii
  /// Circular or continuous corners; both are drawn as quarter circles here.
  public var style: RoundedCornerStyle

  /// Makes a rectangle whose corners are rounded by the radii in `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// Makes a rectangle whose corners are each rounded by the radius passed for it, square
  /// where that is 0.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

}

extension UnevenRoundedRectangle: Shape {
  /// The rectangle of `rect` with each corner rounded by its radius.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }
}

/// Stands for the surrounding container's outline, inset to this view; containers here all
/// have square corners, so it is simply the view's frame.
public struct ContainerRelativeShape: Sendable {
  /// Creates a container-relative shape.
  public init() {}
}

extension ContainerRelativeShape: Shape {
  /// The frame's rectangle.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle whose corners are each fixed or concentric with its container's corners;
/// concentric corners take their minimum, since Waypoint's containers have square corners.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ConcentricRectangle: Sendable {
  let corners: RoundedRectangularShapeCorners
  let isUniform: Bool

  /// A rectangle whose corners are all concentric.
  public init() { self.init(corners: .concentric) }

  /// A rectangle whose corners all have `corners`; uniform ones share the smallest radius.
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.corners = RoundedRectangularShapeCorners(all: corners)
    self.isUniform = isUniform
  }

  /// A rectangle whose four corners each have their own style.
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    corners = RoundedRectangularShapeCorners(
      topLeading: topLeadingCorner, topTrailing: topTrailingCorner,
      bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner)
    isUniform = false
  }

  /// A rectangle whose top corners share one style and bottom corners another.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    uniformBottomCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
      bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
  }

  /// A rectangle whose leading corners share one style and trailing corners another.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
      bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
  }

  /// A rectangle whose top corners share one style, the bottom ones each their own.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
      bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
  }

  /// A rectangle whose bottom corners share one style, the top ones each their own.
  public init(
    uniformBottomCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
      bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
  }

  /// A rectangle whose leading corners share one style, the trailing ones each their own.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
      bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
  }

  /// A rectangle whose trailing corners share one style, the leading ones each their own.
  public init(
    uniformTrailingCorners: Edge.Corner.Style = .concentric,
    topLeadingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners,
      bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
  }

}

extension ConcentricRectangle: Shape {
  /// The rectangle of `rect` with each corner rounded by its resolved radius.
  public func path(in rect: CGRect) -> Path {
    var radii = RectangleCornerRadii(
      topLeading: corners.topLeading.radius, bottomLeading: corners.bottomLeading.radius,
      bottomTrailing: corners.bottomTrailing.radius, topTrailing: corners.topTrailing.radius)
    if isUniform {
      let smallest = min(
        radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing)
      radii = RectangleCornerRadii(
        topLeading: smallest, bottomLeading: smallest, bottomTrailing: smallest,
        topTrailing: smallest)
    }
    return Path(roundedRect: rect, cornerRadii: radii)
  }
}

extension Shape where Self == ConcentricRectangle {
  /// A rectangle whose corners all have `corners`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
  /// A rectangle whose four corners each have their own style.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
    bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
      bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
  }
  /// A rectangle whose top corners share one style and bottom corners another.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
  }
  /// A rectangle whose leading corners share one style and trailing corners another.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
  }
  /// A rectangle whose top corners share one style, the bottom ones each their own.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
    bottomTrailingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner,
      bottomTrailingCorner: bottomTrailingCorner)
  }
  /// A rectangle whose bottom corners share one style, the top ones each their own.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
    topTrailingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner,
      topTrailingCorner: topTrailingCorner)
  }
  /// A rectangle whose leading corners share one style, the trailing ones each their own.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
    bottomTrailingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
      bottomTrailingCorner: bottomTrailingCorner)
  }
  /// A rectangle whose trailing corners share one style, the leading ones each their own.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static func rect(
    uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
    bottomLeadingCorner: Edge.Corner.Style
  ) -> Self {
    ConcentricRectangle(
      uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner,
      bottomLeadingCorner: bottomLeadingCorner)
  }
}

/// The shape that glass effects use by default: a capsule.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DefaultGlassEffectShape: Sendable {
  /// Creates the default glass effect shape.
  public init() {}
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension DefaultGlassEffectShape: Shape {
  /// A capsule filling `rect`.
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
  /// The shape is filled.
  public static var role: ShapeRole { .fill }
  /// A capsule is symmetric, so it does not mirror.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  /// The proposed size, 10 points along each dimension left unspecified.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}
