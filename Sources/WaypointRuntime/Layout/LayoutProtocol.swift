import Foundation

/// Your own container geometry: you size the container and place its children yourself.
///
/// A layout used as a view (`MyLayout { … }`) is recorded on its element; the layout pass calls
/// its `makeCache`, `sizeThatFits` and `placeSubviews` with the element's content as subviews,
/// and keeps its cache while the element lives (`updateCache` when its content changes).
public protocol Layout: Sendable {
  /// The stack axis the pass reads: spacers and dividers among the children stretch along it.
  static var layoutProperties: LayoutProperties { get }
  /// Whatever the layout wants to keep between calls; the pass holds it while the element lives.
  associatedtype Cache = Void
  /// The children the pass hands to each call, as proxies to measure and place.
  typealias Subviews = LayoutSubviews
  /// Builds the cache from the children; the pass calls it for an element that has none yet.
  func makeCache(subviews: Subviews) -> Cache
  /// Called when a later pass finds the element's content rebuilt, with last pass's cache.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The space this container wants around itself when it sits in a stack.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// Answers the pass's measuring call: the container's size for `proposal`, found by asking
  /// the children what they need.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Called once `bounds` is fixed; each child must be given its spot with `place(at:…)`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// An x for `guide` in `bounds`, overriding the default one; nil keeps the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// A y for `guide` in `bounds`, overriding the default one; nil keeps the default.
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

/// Names a value a child sets with `.layoutValue(key:value:)`, read back by your layout
/// through the child's proxy (`subview[Key.self]`).
public protocol LayoutValueKey {
  /// What the child stores under this key.
  associatedtype Value
  /// What a child that never set the key reads as.
  static var defaultValue: Value { get }
}

/// One child as a layout sees it: measure it, read what it set, and place it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
  let id: Int
  let values: [ObjectIdentifier: Any]
  let measure: @Sendable (ProposedViewSize) -> CGSize
  let measureDimensions: (@Sendable (ProposedViewSize) -> ViewDimensions)?
  let placement: @Sendable (CGPoint, UnitPoint, ProposedViewSize) -> Void

  /// The child's `.layoutPriority`, 0 when it set none; stacks offer space to higher first.
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

  /// What the child set for `key` with `.layoutValue`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// Measures the child for `proposal`; the pass remembers each answer for this pass.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

  /// The child's size for `proposal` together with its guides (`.alignmentGuide`, baselines).
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    measureDimensions?(proposal) ?? ViewDimensions(size: measure(proposal))
  }

  /// Puts the child's `anchor` point at `position`, sized for `proposal`; a child the layout
  /// never places stays at the container's center.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    placement(position, anchor, proposal)
  }

  /// Subviews are the same when they stand for the same view.
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.id == b.id }
}

/// The children of a layout's element, in view-builder order, as ``LayoutSubview`` proxies.
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

  /// Which way the container reads; the pass always hands `.leftToRight`.
  public var layoutDirection: LayoutDirection
  /// Where this collection starts: 0, or a slice's lower bound.
  public var startIndex: Int { base }
  /// Just past the last child.
  public var endIndex: Int { base + storage.count }
  /// The child at `index`.
  public subscript(index: Int) -> LayoutSubview { storage[index - base] }
  /// A slice keeping the original positions of the children in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(
      storage: Array(storage[(bounds.lowerBound - base)..<(bounds.upperBound - base)]),
      base: bounds.lowerBound, layoutDirection: layoutDirection)
  }
  /// The children at `indices`, in that order, numbered again from 0.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { storage[$0 - base] }, layoutDirection: layoutDirection)
  }
}
