import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: Int8
    /// Creates a set from its raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
