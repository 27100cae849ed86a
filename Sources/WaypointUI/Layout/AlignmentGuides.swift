import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
  /// The value of the corresponding guide in the given context when not otherwise set in that
  /// context.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of a custom alignment guide: its `AlignmentID` type.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let type: any AlignmentID.Type
  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    ObjectIdentifier(a.type) == ObjectIdentifier(b.type)
  }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}

extension HorizontalAlignment {
  /// Creates a custom horizontal alignment of the specified type.
  public init(_ id: any AlignmentID.Type) {
    self.init(name: "init(\(id).self)", id: AlignmentKey(type: id))
  }

  /// Combines explicit values of this guide from several views into one: their mean, nil when
  /// none is set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    AlignmentMath.mean(of: values)
  }

  /// A guide marking the leading edge of a list row's separator (at the row's leading edge).
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// A guide marking the trailing edge of a list row's separator (at the row's trailing edge).
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    name: "listRowSeparatorTrailing")
}

extension VerticalAlignment {
  /// Creates a custom vertical alignment of the specified type.
  public init(_ id: any AlignmentID.Type) {
    self.init(name: "init(\(id).self)", id: AlignmentKey(type: id))
  }

  /// Combines explicit values of this guide from several views into one: their mean, nil when
  /// none is set.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    AlignmentMath.mean(of: values)
  }
}

enum AlignmentMath {
  static func mean<S: Sequence>(of values: S) -> CGFloat? where S.Element == CGFloat? {
    let set = values.compactMap { $0 }
    guard !set.isEmpty else { return nil }
    return set.reduce(0, +) / CGFloat(set.count)
  }
}

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
  let size: CGSize
  var horizontalGuides: [HorizontalAlignment: CGFloat] = [:]
  var verticalGuides: [VerticalAlignment: CGFloat] = [:]

  init(size: CGSize) { self.size = size }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// Gets the value of the given horizontal guide: its explicit value, else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let value = horizontalGuides[guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .leading, .listRowSeparatorLeading: return 0
    case .trailing, .listRowSeparatorTrailing: return width
    default: return width / 2
    }
  }

  /// Gets the value of the given vertical guide: its explicit value, else its default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let value = verticalGuides[guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .top: return 0
    case .bottom, .firstTextBaseline, .lastTextBaseline: return height
    default: return height / 2
    }
  }

  /// Gets the explicit value of the given horizontal guide, nil when none was set.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuides[guide] }

  /// Gets the explicit value of the given vertical guide, nil when none was set.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { verticalGuides[guide] }
}

extension View {
  /// Sets the view's horizontal alignment guide (recorded: Waypoint aligns by rows, so the
  /// computed value is not asked for).
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    recorded(".alignmentGuide(\(g))")
  }

  /// Sets the view's vertical alignment guide (recorded: Waypoint aligns by rows, so the
  /// computed value is not asked for).
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    recorded(".alignmentGuide(\(g))")
  }
}
