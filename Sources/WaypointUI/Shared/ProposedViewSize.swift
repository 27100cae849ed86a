import Foundation

/// A proposal for the size of a view: a width and a height, each nil where unspecified (the
/// view then takes its ideal size along that axis).
@frozen public struct ProposedViewSize: Equatable {
  /// The proposed width, or nil for the view's ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the view's ideal height.
  public var height: CGFloat?

  /// A size proposal of zero along both axes: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal that leaves both axes unspecified: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// An infinite proposal along both axes: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// A proposal of `width` and `height`.
  @inlinable public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }

  /// A proposal of `size`'s width and height.
  @inlinable public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// This proposal as a size, with `size`'s dimension wherever this one is unspecified.
  @inlinable public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  )
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension ProposedViewSize: Sendable {}
