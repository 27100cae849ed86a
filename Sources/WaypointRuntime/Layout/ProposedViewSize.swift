import Foundation

/// A proposal for the size of a view: a width and height, each nil when unspecified.
public struct ProposedViewSize: Equatable, Sendable, CustomStringConvertible {
  /// The proposed horizontal size measured in points.
  public var width: CGFloat?
  /// The proposed vertical size measured in points.
  public var height: CGFloat?

  /// A size proposal that contains zero in both dimensions.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// The proposed size with both dimensions left unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A size proposal that contains infinity in both dimensions.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// Creates a new proposed size using the specified width and height.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a new proposed size from a specified size.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
  /// corresponding dimension of the specified size.
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
