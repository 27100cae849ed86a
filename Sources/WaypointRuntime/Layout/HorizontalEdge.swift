import Foundation

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}
