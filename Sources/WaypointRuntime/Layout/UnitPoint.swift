import Foundation

/// A spot in a view given as fractions of its size, so it holds at any size: anchors for
/// placement, scaling and rotation, gradient start and end points.
///
/// Layout always runs left to right, so leading is the left side and trailing the right.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width across from the leading edge: 0 there, 1 at the trailing edge.
  public var x: CGFloat
  /// The fraction of the height down from the top edge: 0 there, 1 at the bottom.
  public var y: CGFloat

  /// Makes the point `x` of the width across and `y` of the height down; values outside 0…1
  /// lie outside the view.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// (0, 0): the same spot as ``topLeading``.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5): the middle of the view.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5): halfway down the leading side.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5): halfway down the trailing side.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0): the middle of the top side.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1): the middle of the bottom side.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0): the upper leading corner; where a layout's `place(at:)` anchors by default.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0): the upper trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1): the lower leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1): the lower trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
