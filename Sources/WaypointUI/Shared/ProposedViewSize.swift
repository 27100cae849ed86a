import Foundation

/// A size a parent offers a view: each dimension a length, infinity, or unspecified (nil, for
/// the view's ideal size).
@frozen public struct ProposedViewSize: Equatable, Sendable {
  /// The offered width, or nil for the ideal width.
  public var width: CGFloat?
  /// The offered height, or nil for the ideal height.
  public var height: CGFloat?

  /// No space.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The ideal size in both dimensions.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Infinite space.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    (self.width, self.height) = (width, height)
  }

  /// A proposal of `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal as a size, with `size`'s dimensions where it has none.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
