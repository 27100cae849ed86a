import Foundation

/// What the layout pass offers a view when it asks for the view's size: points per axis, nil
/// on an axis where the view should answer with its ideal length.
public struct ProposedViewSize: Equatable, Sendable, CustomStringConvertible {
  /// The width offered, in points; nil asks for the ideal width.
  public var width: CGFloat?
  /// The height offered, in points; nil asks for the ideal height.
  public var height: CGFloat?

  /// Offers no room on either axis, which asks a view for its smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Offers nothing on either axis, which asks a view for its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Offers unlimited room on both axes, which asks a view for its largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Offers `width` by `height`; either may be nil for the view's ideal length on that axis.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Offers exactly `size`, both axes specified.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// This offer as a concrete size, `size` filling in each nil axis (10 by 10 by default), as a
  /// shape or color sizes itself.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal as Swift source.
  public var description: String {
    func text(_ value: CGFloat?) -> String {
      guard let value else { return "nil" }
      return value.isInfinite ? ".infinity" : Font.number(value)
    }
    return "ProposedViewSize(width: \(text(width)), height: \(text(height)))"
  }
}
