import Foundation

/// Which way a view reads, kept in the environment (`\.layoutDirection`). Views can read and
/// set it, but the layout pass and renderers always lay out left to right.
public enum LayoutDirection: Hashable, CaseIterable, Sendable, CustomStringConvertible {
  /// Leading is the left side; the host's default.
  case leftToRight
  /// Leading is the right side, for scripts such as Arabic; recorded, not yet mirrored.
  case rightToLeft

  /// Both directions, left-to-right first.
  public static var allCases: [LayoutDirection] { [.leftToRight, .rightToLeft] }

  /// The direction as Swift source.
  public var description: String { self == .leftToRight ? ".leftToRight" : ".rightToLeft" }
}

/// A direction on the horizontal axis.
public enum HorizontalDirection: Int8, CaseIterable, Codable, Sendable {
  /// The leading direction.
  case leading
  /// The trailing direction.
  case trailing

  /// Creates a direction from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .leading
    case 1: self = .trailing
    default: return nil
    }
  }
  /// The direction's raw value.
  public var rawValue: Int8 { self == .leading ? 0 : 1 }
  /// Both directions.
  public static var allCases: [HorizontalDirection] { [.leading, .trailing] }

  /// Any of leading and trailing, one bit each.
  public struct Set: OptionSet, Equatable, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one direction.
    public init(_ direction: HorizontalDirection) { rawValue = 1 << direction.rawValue }
    /// The leading direction.
    public static let leading = Set(.leading)
    /// The trailing direction.
    public static let trailing = Set(.trailing)
    /// Both directions.
    public static let all: Set = [.leading, .trailing]
  }
}

/// A direction on the vertical axis.
public enum VerticalDirection: Int8, CaseIterable, Codable, Sendable {
  /// The upward direction.
  case up
  /// The downward direction.
  case down

  /// Creates a direction from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .up
    case 1: self = .down
    default: return nil
    }
  }
  /// The direction's raw value.
  public var rawValue: Int8 { self == .up ? 0 : 1 }
  /// Both directions.
  public static var allCases: [VerticalDirection] { [.up, .down] }

  /// Any of up and down, one bit each.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one direction.
    public init(_ direction: VerticalDirection) { rawValue = 1 << direction.rawValue }
    /// The upward direction.
    public static let up = Set(.up)
    /// The downward direction.
    public static let down = Set(.down)
    /// Both directions.
    public static let all: Set = [.up, .down]
  }
}

extension HorizontalEdge {
  /// Creates an edge from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .leading
    case 1: self = .trailing
    default: return nil
    }
  }
  /// The edge's raw value.
  public var rawValue: Int8 { self == .leading ? 0 : 1 }
  /// Both edges.
  public static var allCases: [HorizontalEdge] { [.leading, .trailing] }

  /// Any of the leading and trailing edges, one bit each.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one edge.
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}

extension VerticalEdge {
  /// Creates an edge from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .top
    case 1: self = .bottom
    default: return nil
    }
  }
  /// The edge's raw value.
  public var rawValue: Int8 { self == .top ? 0 : 1 }
  /// Both edges.
  public static var allCases: [VerticalEdge] { [.top, .bottom] }
}

extension Edge {
  /// Creates an edge from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .top
    case 1: self = .leading
    case 2: self = .bottom
    case 3: self = .trailing
    default: return nil
    }
  }
  /// The edge's raw value.
  public var rawValue: Int8 {
    switch self {
    case .top: 0
    case .leading: 1
    case .bottom: 2
    case .trailing: 3
    }
  }
  /// All four edges.
  public static var allCases: [Edge] { [.top, .leading, .bottom, .trailing] }
}

extension Axis {
  /// Creates an axis from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .horizontal
    case 1: self = .vertical
    default: return nil
    }
  }
  /// The axis's raw value.
  public var rawValue: Int8 { self == .horizontal ? 0 : 1 }
  /// Both axes.
  public static var allCases: [Axis] { [.horizontal, .vertical] }
}

extension Edge.Corner {
  /// Creates a corner from its raw value.
  public init?(rawValue: Int8) {
    switch rawValue {
    case 0: self = .topLeading
    case 1: self = .topTrailing
    case 2: self = .bottomLeading
    case 3: self = .bottomTrailing
    default: return nil
    }
  }
  /// The corner's raw value.
  public var rawValue: Int8 {
    switch self {
    case .topLeading: 0
    case .topTrailing: 1
    case .bottomLeading: 2
    case .bottomTrailing: 3
    }
  }
  /// All four corners.
  public static var allCases: [Edge.Corner] {
    [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
  }
}

extension VerticalEdge.Set {
  /// Creates a set holding one edge.
  public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
}
