import Foundation

/// Four corner radii in points, one per corner, for rectangles whose corners differ; `Path` clamps
/// each to half the rectangle's shorter side when it draws them.
public struct RectangleCornerRadii: Equatable, Sendable {
  /// Top-leading corner radius (top-left in a path); 0 leaves the corner square.
  public var topLeading: CGFloat
  /// Bottom-leading corner radius (bottom-left in a path); 0 leaves the corner square.
  public var bottomLeading: CGFloat
  /// Bottom-trailing corner radius (bottom-right in a path); 0 leaves the corner square.
  public var bottomTrailing: CGFloat
  /// Top-trailing corner radius (top-right in a path); 0 leaves the corner square.
  public var topTrailing: CGFloat

  /// Radii for the four corners, each 0 (square) unless given.
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
