import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package var id: AlignmentKey? = nil
  /// A guide that marks the leading edges of the view.
  public static let leading = HorizontalAlignment(name: "leading")
  /// A guide that marks the horizontal center of the view.
  public static let center = HorizontalAlignment(name: "center")
  /// A guide that marks the trailing edge of the view.
  public static let trailing = HorizontalAlignment(name: "trailing")
  /// The alignment as Swift source, such as `.leading`.
  public var description: String { ".\(name)" }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  package var id: AlignmentKey? = nil
  /// A guide that marks the top edge of the view.
  public static let top = VerticalAlignment(name: "top")
  /// A guide that marks the vertical center of the view.
  public static let center = VerticalAlignment(name: "center")
  /// A guide that marks the bottom edge of the view.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// A guide that marks the top-most text baseline in a view.
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  /// A guide that marks the bottom-most text baseline in a view.
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
  /// The alignment as Swift source, such as `.top`.
  public var description: String { ".\(name)" }
}

/// An alignment in both axes.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignment on the horizontal axis.
  public var horizontal: HorizontalAlignment
  /// The alignment on the vertical axis.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A guide that marks the center of the view.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// A guide that marks the leading edge of the view.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// A guide that marks the trailing edge of the view.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// A guide that marks the top edge of the view.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// A guide that marks the bottom edge of the view.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// A guide that marks the top and leading edges of the view.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// A guide that marks the top and trailing edges of the view.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// A guide that marks the bottom and leading edges of the view.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// A guide that marks the bottom and trailing edges of the view.
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

/// An alignment position for text along the horizontal axis.
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

/// An enumeration to indicate one edge of a rectangle.
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

  /// An efficient set of edges.
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

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// The axis as Swift source.
  public var description: String { self == .horizontal ? ".horizontal" : ".vertical" }

  /// An efficient set of axes.
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

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// An option that resizes the content so it's all within the available space.
  case fit
  /// An option that resizes the content so it occupies all available space.
  case fill
  /// The mode as Swift source.
  public var description: String { self == .fit ? ".fit" : ".fill" }
  /// Both modes, fit first.
  public static var allCases: [ContentMode] { [.fit, .fill] }
}

/// A description of a row or a column in a lazy grid.
public struct GridItem: Hashable, Sendable, CustomStringConvertible {
  /// The size in the minor axis of one or more rows or columns in a grid layout.
  public enum Size: Hashable, Sendable, CustomStringConvertible {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single item with a size between a minimum and maximum.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// Multiple items in the space of a single flexible item.
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

  /// The size of the item.
  public var size: Size
  /// The spacing to the next item.
  public var spacing: CGFloat?
  /// The alignment to use when placing each view.
  public var alignment: Alignment?

  /// Creates a grid item with the provided size, spacing, and alignment.
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
