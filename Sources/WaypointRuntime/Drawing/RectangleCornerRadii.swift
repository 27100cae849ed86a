import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// The radius of the top-leading corner.
  public var topLeading: CGFloat
  /// The radius of the bottom-leading corner.
  public var bottomLeading: CGFloat
  /// The radius of the bottom-trailing corner.
  public var bottomTrailing: CGFloat
  /// The radius of the top-trailing corner.
  public var topTrailing: CGFloat

  /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The radius of `corner`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public subscript(corner: Edge.Corner) -> CGFloat {
    switch corner {
    case .topLeading: topLeading
    case .topTrailing: topTrailing
    case .bottomLeading: bottomLeading
    case .bottomTrailing: bottomTrailing
    }
  }
}
