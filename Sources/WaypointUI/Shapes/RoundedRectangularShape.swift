import Foundation

/// An insettable shape whose corners can be described, so containers can round their own
/// corners to match (`containerShape(_:)`).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol RoundedRectangularShape: InsettableShape {
  /// How the corners of a rounded rectangular shape are described.
  typealias Corners = RoundedRectangularShapeCorners
  /// The shape's corners for a frame of `size`, or nil when they cannot be described.
  func corners(in size: CGSize?) -> Corners?
}

/// The style of each corner of a rounded rectangular shape.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct RoundedRectangularShapeCorners: Sendable, Hashable {
  /// The top-leading corner.
  public var topLeading: Edge.Corner.Style
  /// The bottom-leading corner.
  public var bottomLeading: Edge.Corner.Style
  /// The top-trailing corner.
  public var topTrailing: Edge.Corner.Style
  /// The bottom-trailing corner.
  public var bottomTrailing: Edge.Corner.Style

  /// Corners with their own styles, square by default.
  public init(
    topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
    bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  /// Four corners of one style.
  public init(all: Edge.Corner.Style) {
    self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
  }

  /// Four corners of a fixed radius.
  public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners {
    RoundedRectangularShapeCorners(all: .fixed(radius))
  }

  /// Four corners concentric with the container's.
  public static var concentric: RoundedRectangularShapeCorners {
    RoundedRectangularShapeCorners(all: .concentric)
  }

  /// Four corners concentric with the container's, never smaller than `minimum`.
  public static func concentric(minimum: Edge.Corner.Style? = nil)
    -> RoundedRectangularShapeCorners
  {
    RoundedRectangularShapeCorners(all: .concentric(minimum: minimum))
  }

  /// The style of `corner`.
  public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
    switch corner {
    case .topLeading: topLeading
    case .topTrailing: topTrailing
    case .bottomLeading: bottomLeading
    case .bottomTrailing: bottomTrailing
    }
  }
}

/// How far each corner of a container reaches into it, as a size per corner.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct RectangleCornerInsets: Hashable, Sendable {
  /// The top-leading corner's inset.
  public var topLeading: CGSize
  /// The top-trailing corner's inset.
  public var topTrailing: CGSize
  /// The bottom-leading corner's inset.
  public var bottomLeading: CGSize
  /// The bottom-trailing corner's inset.
  public var bottomTrailing: CGSize

  /// No corner insets.
  public init() {
    self.init(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
  }

  /// Corner insets of the given sizes.
  public init(
    topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize, bottomTrailing: CGSize
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }
}

extension EdgeInsets {
  /// These insets grown, along `edges`, by the deeper of the two corner insets at each edge.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
    var result = self
    if edges.contains(.top) {
      result.top += max(corners.topLeading.height, corners.topTrailing.height)
    }
    if edges.contains(.bottom) {
      result.bottom += max(corners.bottomLeading.height, corners.bottomTrailing.height)
    }
    if edges.contains(.leading) {
      result.leading += max(corners.topLeading.width, corners.bottomLeading.width)
    }
    if edges.contains(.trailing) {
      result.trailing += max(corners.topTrailing.width, corners.bottomTrailing.width)
    }
    return result
  }
}

extension Rectangle: RoundedRectangularShape {
  /// Four square corners.
  public func corners(in size: CGSize?) -> Corners? { .fixed(0) }
}

extension RoundedRectangle: RoundedRectangularShape {
  /// Four corners of this rectangle's corner radius.
  public func corners(in size: CGSize?) -> Corners? { .fixed(cornerRadius) }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
  /// Each corner at its own radius.
  public func corners(in size: CGSize?) -> Corners? {
    Corners(
      topLeading: .fixed(cornerRadii.topLeading), topTrailing: .fixed(cornerRadii.topTrailing),
      bottomLeading: .fixed(cornerRadii.bottomLeading),
      bottomTrailing: .fixed(cornerRadii.bottomTrailing))
  }
}

extension Circle: RoundedRectangularShape {
  /// Four corners of half the smaller side, when the size is known.
  public func corners(in size: CGSize?) -> Corners? {
    size.map { .fixed(min($0.width, $0.height) / 2) }
  }
}

extension Capsule: RoundedRectangularShape {
  /// Four corners of half the smaller side, when the size is known.
  public func corners(in size: CGSize?) -> Corners? {
    size.map { .fixed(min($0.width, $0.height) / 2) }
  }
}

extension View {
  /// Sets the container shape used by views inside this one (recorded: Waypoint's containers
  /// are drawn by the renderer, which reads it from the tree).
  nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    recorded(".containerShape(\(T.self)())")
  }

  /// Sets the rounded rectangular container shape used by views inside this one (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func containerShape(_ shape: some RoundedRectangularShape) -> some View {
    recorded(".containerShape(\(type(of: shape))())")
  }
}
