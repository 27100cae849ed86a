import Foundation

/// The left or right side, named by reading direction, as `safeAreaInset(edge:)` and swipe
/// actions take it; with layout always left to right, leading is the left.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The side text starts from: the left.
  case leading
  /// The side text runs toward: the right.
  case trailing
}
