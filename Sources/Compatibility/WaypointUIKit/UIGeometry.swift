import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// Insets from a rectangle's edges (UIKit's type), convertible to SwiftUI's `EdgeInsets`.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the left edge.
    public var left: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the right edge.
    public var right: CGFloat

    /// Insets of the given sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()
  }

  extension EdgeInsets {
    /// SwiftUI's insets of UIKit's (left as leading, right as trailing).
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
  }

  extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: origin.x + insets.left, y: origin.y + insets.top,
        width: size.width - insets.left - insets.right,
        height: size.height - insets.top - insets.bottom)
    }
  }

  /// The corners of a rectangle (UIKit's type), for `UIBezierPath(roundedRect:byRoundingCorners:…)`.
  public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// A rectangle's edges (UIKit's type).
  public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
  }
#endif
