import Foundation

/// A named x position in every view, which stacks, frames and overlays line views up by.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package var id: AlignmentKey? = nil
  /// The leading edge: x 0 unless the view moves the guide.
  public static let leading = HorizontalAlignment(name: "leading")
  /// The middle: half the view's width unless the view moves the guide.
  public static let center = HorizontalAlignment(name: "center")
  /// The trailing edge: the view's full width unless the view moves the guide.
  public static let trailing = HorizontalAlignment(name: "trailing")
  /// The alignment as Swift source, such as `.leading`.
  public var description: String { ".\(name)" }
}

/// A named y position in every view, which stacks, frames and overlays line views up by.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package var id: AlignmentKey? = nil
  /// The top edge: y 0 unless the view moves the guide.
  public static let top = VerticalAlignment(name: "top")
  /// The middle: half the view's height unless the view moves the guide.
  public static let center = VerticalAlignment(name: "center")
  /// The bottom edge: the view's full height unless the view moves the guide.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// Where the view's first line of text sits; the bottom edge for a view without text.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// Where the view's last line of text sits; the bottom edge for a view without text.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
  /// The alignment as Swift source, such as `.top`.
  public var description: String { ".\(name)" }
}

/// A pair of guides, one per axis, such as `.topLeading` for a frame's top-leading corner.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The guide used along x.
  public var horizontal: HorizontalAlignment
  /// The guide used along y.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered on both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading on x, centered on y.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing on x, centered on y.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Centered on x, top on y.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Centered on x, bottom on y.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top on y, leading on x: the corner where text starts.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top on y, trailing on x.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom on y, leading on x.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom on y, trailing on x.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The alignment as Swift source, such as `.topLeading`.
  public var description: String {
    switch (horizontal.name, vertical.name) {
    case (let h, let v) where v.hasSuffix("TextBaseline"):
      ".\(h)\(v.prefix(1).uppercased())\(v.dropFirst())"
    case ("center", "center"): ".center"
    case (let h, "center"): ".\(h)"
    case ("center", let v): ".\(v)"
    case (let h, let v): ".\(v)\(h.prefix(1).uppercased())\(h.dropFirst())"
    }
  }
}

/// How the lines of multiline text line up with each other; the browser sets it as CSS `text-align`
/// (`start`, `center` or `end`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Leading-edge alignment.
  case leading
  /// Center alignment.
  case center
  /// Trailing-edge alignment.
  case trailing
  /// The alignment as Swift source.
  public var description: String { ".\(rawValue)" }
}

/// One side of a rectangle (top, leading, bottom or trailing), as padding and safe areas name it.
public enum Edge: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// The edge as Swift source.
  public var description: String {
    switch self {
    case .top: ".top"
    case .leading: ".leading"
    case .bottom: ".bottom"
    case .trailing: ".trailing"
    }
  }

  /// Any combination of the four edges, one bit each, such as `.horizontal` or `[.top, .leading]`.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Creates a set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// The set as Swift source, such as `.horizontal` or `[.top, .leading]`.
    public var description: String {
      switch self {
      case .all: return ".all"
      case .horizontal: return ".horizontal"
      case .vertical: return ".vertical"
      default:
        let names = Edge.allCases.filter { contains(Set($0)) }.map(\.description)
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
      }
    }
  }
}

/// One of the two layout directions: `horizontal` (x) or `vertical` (y).
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The axis as Swift source.
  public var description: String { self == .horizontal ? ".horizontal" : ".vertical" }

  /// Neither, either or both axes, one bit each.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)

    /// The set as Swift source.
    public var description: String {
      switch self {
      case .horizontal: ".horizontal"
      case .vertical: ".vertical"
      case []: "[]"
      default: "[.horizontal, .vertical]"
      }
    }
  }
}

/// How `aspectRatio(_:contentMode:)` sizes a view to a ratio: inside the space offered, or covering
/// it.
public enum ContentMode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The largest size of the ratio that fits inside the offer, leaving room on one axis.
  case fit
  /// The smallest size of the ratio that covers the offer, overflowing on one axis.
  case fill
  /// The mode as Swift source.
  public var description: String { self == .fit ? ".fit" : ".fill" }
  /// Both modes, fit first.
  public static var allCases: [ContentMode] { [.fit, .fill] }
}

/// A column of a `LazyVGrid` or row of a `LazyHGrid` (several, when adaptive): its size, the gap
/// after it and an alignment.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
  /// How wide a column (or tall a row) is: fixed, flexible between bounds, or as many adaptive
  /// tracks as fit.
  public enum Size: Hashable, Sendable, CustomStringConvertible {
    /// Exactly this many points, whatever the space.
    case fixed(CGFloat)
    /// A single item with a size between a minimum and maximum.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in the space left, sharing it equally up to
    /// `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)

    /// The size as Swift source.
    public var description: String {
      switch self {
      case .fixed(let size): ".fixed(\(Font.number(size)))"
      case .flexible(let minimum, let maximum):
        ".flexible(minimum: \(Font.number(minimum)), maximum: \(maximum.isInfinite ? ".infinity" : Font.number(maximum)))"
      case .adaptive(let minimum, let maximum):
        ".adaptive(minimum: \(Font.number(minimum)), maximum: \(maximum.isInfinite ? ".infinity" : Font.number(maximum)))"
      }
    }
  }

  /// How the track is sized.
  public var size: Size
  /// The gap in points after this track, 8 when nil; placement currently spaces every track by the
  /// first item's gap.
  public var spacing: CGFloat?
  /// Where an item sits in its cell; kept in the description, while the lazy grid centers every
  /// item.
  public var alignment: Alignment?

  /// A track of `size`, flexible unless given, with an optional gap and alignment.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The item as Swift source.
  public var description: String {
    var text = "GridItem(\(size)"
    if let spacing { text += ", spacing: \(Font.number(spacing))" }
    if let alignment { text += ", alignment: \(alignment)" }
    return text + ")"
  }
}
