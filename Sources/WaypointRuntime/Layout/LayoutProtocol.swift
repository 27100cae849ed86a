import Foundation

/// A type that defines the geometry of a collection of views.
///
/// A layout used as a view (`MyLayout { … }`) is recorded on its element; the layout pass calls
/// its `makeCache`, `sizeThatFits` and `placeSubviews` with the element's content as subviews,
/// and keeps its cache while the element lives (`updateCache` when its content changes).
public protocol Layout: Sendable {
  /// Properties of a layout container.
  static var layoutProperties: LayoutProperties { get }
  /// Cached values associated with the layout instance.
  associatedtype Cache = Void
  /// A collection of proxies for the subviews of a layout view.
  typealias Subviews = LayoutSubviews
  /// Creates and initializes a cache for a layout instance.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the layout's cache when something changes.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// Returns the preferred spacing values of the composite view.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Assigns positions to each of the layout's subviews.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Returns the position of the specified horizontal alignment guide along the x axis.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// Returns the position of the specified vertical alignment guide along the y axis.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  /// Makes a new cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
  /// No explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  /// No explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  /// The union of the subviews' spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }
}

extension Layout where Cache == () {
  /// An empty cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
  /// The type of the key's value.
  associatedtype Value
  /// The default value of the key.
  static var defaultValue: Value { get }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  let id: Int
  let values: [ObjectIdentifier: Any]
  let measure: @Sendable (ProposedViewSize) -> CGSize
  let measureDimensions: (@Sendable (ProposedViewSize) -> ViewDimensions)?
  let placement: @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void

  /// The layout priority of the subview.
  public let priority: Double
  /// The subview's spacing preferences.
  public let spacing: ViewSpacing
  /// The values the subview gave its container.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var containerValues: ContainerValues { storedContainerValues }
  let storedContainerValues: ContainerValues

  init(
    id: Int, priority: Double = 0, spacing: ViewSpacing = ViewSpacing(),
    values: [ObjectIdentifier: Any] = [:], containerValues: ContainerValues = ContainerValues(),
    measure: @escaping @Sendable (ProposedViewSize) -> CGSize,
    dimensions: (@Sendable (ProposedViewSize) -> ViewDimensions)? = nil,
    placement: @escaping @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void
  ) {
    measureDimensions = dimensions
    self.id = id
    self.priority = priority
    self.spacing = spacing
    self.values = values
    storedContainerValues = containerValues
    self.measure = measure
    self.placement = placement
  }

  /// Gets the value for the subview that's associated with the specified key.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Asks the subview for its size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

  /// Asks the subview for its dimensions and alignment guides.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    measureDimensions?(proposal) ?? ViewDimensions(size: measure(proposal))
  }

  /// Assigns a position and proposed size to the subview.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    placement(position, anchor, proposal)
  }

  /// Subviews are the same when they stand for the same view.
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.id == b.id }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A subsequence of subviews.
  public typealias SubSequence = LayoutSubviews
  /// A subview.
  public typealias Element = LayoutSubview
  /// A position in the collection.
  public typealias Index = Int

  let storage: [LayoutSubview]
  let base: Int

  init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
    storage = subviews
    base = 0
    self.layoutDirection = layoutDirection
  }

  private init(storage: [LayoutSubview], base: Int, layoutDirection: LayoutDirection) {
    self.storage = storage
    self.base = base
    self.layoutDirection = layoutDirection
  }

  /// The layout direction inherited by the container view.
  public var layoutDirection: LayoutDirection
  /// The index of the first subview.
  public var startIndex: Int { base }
  /// An index that's one higher than the last subview.
  public var endIndex: Int { base + storage.count }
  /// Gets the subview proxy at a specified index.
  public subscript(index: Int) -> LayoutSubview { storage[index - base] }
  /// Gets the subview proxies in the specified range.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(
      storage: Array(storage[(bounds.lowerBound - base)..<(bounds.upperBound - base)]),
      base: bounds.lowerBound, layoutDirection: layoutDirection)
  }
  /// Gets the subview proxies with the specified indices.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { storage[$0 - base] }, layoutDirection: layoutDirection)
  }
}
