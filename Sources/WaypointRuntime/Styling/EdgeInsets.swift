import Foundation

/// How far in from each side of a rectangle, in points, with leading and trailing rather than left
/// and right; padding and safe areas are measured in them.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// The distance from the top edge.
  public var top: CGFloat
  /// The distance from the leading edge.
  public var leading: CGFloat
  /// The distance from the bottom edge.
  public var bottom: CGFloat
  /// The distance from the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given distances.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The insets as Swift source.
  public var description: String {
    "EdgeInsets(top: \(Font.number(top)), leading: \(Font.number(leading)), "
      + "bottom: \(Font.number(bottom)), trailing: \(Font.number(trailing)))"
  }
}
