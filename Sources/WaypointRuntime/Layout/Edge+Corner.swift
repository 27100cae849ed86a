import Foundation

extension Edge {
  /// A corner of a rectangle.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public enum Corner: Int8, Hashable, CaseIterable, Sendable, CustomStringConvertible {
    /// The top leading corner.
    case topLeading
    /// The top trailing corner.
    case topTrailing
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom trailing corner.
    case bottomTrailing

    /// The corner as Swift source, such as `.topLeading`.
    public var description: String {
      switch self {
      case .topLeading: ".topLeading"
      case .topTrailing: ".topTrailing"
      case .bottomLeading: ".bottomLeading"
      case .bottomTrailing: ".bottomTrailing"
      }
    }

    /// Any of the four corners, one bit each.
    public struct Set: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public let rawValue: Int8
      /// Creates a set from raw bits.
      public init(rawValue: Int8) { self.rawValue = rawValue }
      /// Creates a set holding one corner.
      public init(_ corner: Edge.Corner) { rawValue = 1 << corner.rawValue }

      /// No corners.
      public static let none = Set([])
      /// The top leading corner.
      public static let topLeading = Set(.topLeading)
      /// The top trailing corner.
      public static let topTrailing = Set(.topTrailing)
      /// The bottom leading corner.
      public static let bottomLeading = Set(.bottomLeading)
      /// The bottom trailing corner.
      public static let bottomTrailing = Set(.bottomTrailing)
      /// All four corners.
      public static let all: Set = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
      /// The two leading corners.
      public static let leading: Set = [.topLeading, .bottomLeading]
      /// The two trailing corners.
      public static let trailing: Set = [.topTrailing, .bottomTrailing]
      /// The two bottom corners.
      public static let bottom: Set = [.bottomLeading, .bottomTrailing]
      /// The two top corners.
      public static let top: Set = [.topLeading, .topTrailing]

      /// Whether the set holds `corner`.
      public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }
    }
  }
}

extension Edge.Corner {
  /// How a corner of a rounded rectangular shape is rounded: a fixed radius, or concentric
  /// with the container's corner.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public struct Style: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
  {
    package indirect enum Kind: Hashable, Sendable {
      case fixed(CGFloat)
      case concentric(minimum: Style?)
    }
    package let kind: Kind

    /// A corner of a fixed radius.
    public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style {
      Style(kind: .fixed(radius))
    }
    /// A corner concentric with its container's corner.
    public static var concentric: Edge.Corner.Style { Style(kind: .concentric(minimum: nil)) }
    /// A corner concentric with its container's, never smaller than `minimum`.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
      Style(kind: .concentric(minimum: minimum))
    }

    package init(kind: Kind) { self.kind = kind }
    /// A corner of a fixed radius given as a literal.
    public init(floatLiteral value: Float) { kind = .fixed(CGFloat(value)) }
    /// A corner of a fixed radius given as a literal.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The radius the corner has: its fixed radius or, since Waypoint has no container
    /// corners, a concentric corner's minimum (0 without one).
    package var radius: CGFloat {
      switch kind {
      case .fixed(let radius): radius
      case .concentric(let minimum): minimum?.radius ?? 0
      }
    }

    /// The style as Swift source, such as `.fixed(8)` or `.concentric`.
    public var description: String {
      switch kind {
      case .fixed(let radius): ".fixed(\(Font.number(radius)))"
      case .concentric(nil): ".concentric"
      case .concentric(let minimum?): ".concentric(minimum: \(minimum))"
      }
    }
  }
}
