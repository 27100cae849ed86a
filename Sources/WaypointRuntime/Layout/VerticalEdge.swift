import Foundation

/// The top or bottom side, as `safeAreaInset(edge:)` and other edge-taking modifiers name it.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// Bit 1 for the top, bit 2 for the bottom.
    public let rawValue: Int8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
