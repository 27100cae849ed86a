import Foundation

/// `HStack`'s layout as a value, so a view can switch between it and another layout (through
/// ``AnyLayout``) and keep its children's state. Used as a view, it records the same stack
/// element an `HStack` does.
public struct HStackLayout: Layout {
  /// The vertical alignment of subviews in a horizontal stack.
  public var alignment: VerticalAlignment
  /// The distance between adjacent subviews, or nil for the subviews' preferred spacing.
  public var spacing: CGFloat?
  /// The stack keeps no cache.
  public typealias Cache = Void

  /// Rows its children left to right, lined up on `alignment`; a nil `spacing` takes each
  /// pair's own preferred gap.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A horizontal stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  /// The width the subviews take of the proposal, shared as SwiftUI's stacks share it, and the
  /// tallest subview's height.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    StackMath.size(
      subviews, proposal: proposal, axis: .horizontal, spacing: spacing,
      alignment: .vertical(alignment))
  }

  /// Places the subviews side by side from the leading edge, aligned vertically.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    StackMath.place(
      subviews, in: bounds, axis: .horizontal, spacing: spacing, alignment: .vertical(alignment))
  }
}

/// `VStack`'s layout as a value, so a view can switch between it and another layout (through
/// ``AnyLayout``) and keep its children's state. Used as a view, it records the same stack
/// element a `VStack` does.
public struct VStackLayout: Layout {
  /// The horizontal alignment of subviews in a vertical stack.
  public var alignment: HorizontalAlignment
  /// The distance between adjacent subviews, or nil for the subviews' preferred spacing.
  public var spacing: CGFloat?
  /// The stack keeps no cache.
  public typealias Cache = Void

  /// Columns its children top to bottom, lined up on `alignment`; a nil `spacing` takes each
  /// pair's own preferred gap.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// A vertical stack.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  /// The height the subviews take of the proposal, shared as SwiftUI's stacks share it, and the
  /// widest subview's width.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    StackMath.size(
      subviews, proposal: proposal, axis: .vertical, spacing: spacing,
      alignment: .horizontal(alignment))
  }

  /// Places the subviews one below another from the top, aligned horizontally.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    StackMath.place(
      subviews, in: bounds, axis: .vertical, spacing: spacing, alignment: .horizontal(alignment))
  }
}

/// `ZStack`'s layout as a value, for switching layouts through ``AnyLayout``. Used as a view,
/// it records the same stack element a `ZStack` does.
public struct ZStackLayout: Layout {
  /// The guides whose lines every child is placed on, both ways.
  public var alignment: Alignment
  /// The stack keeps no cache.
  public typealias Cache = Void

  /// Layers its children one over another, later ones on top, lined up on `alignment`.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// Each subview's guides at the size it takes of `proposal`, and how far the subviews reach
  /// before and after the guides' lines.
  private func lines(_ proposal: ProposedViewSize, _ subviews: Subviews)
    -> (guides: [CGPoint], before: CGPoint, after: CGPoint)
  {
    var guides: [CGPoint] = []
    var before = CGPoint.zero
    var after = CGPoint.zero
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal)
      let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
      guides.append(guide)
      before = CGPoint(x: max(before.x, guide.x), y: max(before.y, guide.y))
      after = CGPoint(
        x: max(after.x, dimensions.width - guide.x), y: max(after.y, dimensions.height - guide.y))
    }
    return (guides, before, after)
  }

  /// What the subviews, each offered the whole proposal, reach on either side of the
  /// alignment's lines: the largest width and height when they align by their default guides.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    let (_, before, after) = lines(proposal, subviews)
    return CGSize(width: before.x + after.x, height: before.y + after.y)
  }

  /// Places every subview with its guides on the alignment's lines, offered the bounds' size.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let offer = ProposedViewSize(bounds.size)
    let (guides, before, after) = lines(offer, subviews)
    let origin = CGPoint(
      x: bounds.minX + (bounds.width - before.x - after.x)
        * StackMath.fraction(of: alignment.horizontal) + before.x,
      y: bounds.minY + (bounds.height - before.y - after.y)
        * StackMath.fraction(of: alignment.vertical) + before.y)
    for (subview, guide) in zip(subviews, guides) {
      subview.place(
        at: CGPoint(x: origin.x - guide.x, y: origin.y - guide.y), proposal: offer)
    }
  }
}

/// `Grid`'s layout as a value, for switching layouts through ``AnyLayout``: its subviews are
/// its rows. Used as a view, it records the same element a `Grid` does, which lays out the cells.
public struct GridLayout: Layout {
  /// Where each cell sits in its column's width and its row's height.
  public var alignment: Alignment
  /// The gap in points between neighbouring columns; nil means 8.
  public var horizontalSpacing: CGFloat?
  /// The gap in points between neighbouring rows; nil means 8.
  public var verticalSpacing: CGFloat?
  /// The grid's cached data: the number of rows it was made for.
  public struct Cache: Sendable {
    var rowCount: Int
  }

  /// Makes the grid's cache.
  public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache {
    Cache(rowCount: subviews.count)
  }

  /// Updates the grid's cache.
  public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the rows' spacing.
  public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }

  /// No explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
  ) -> CGFloat? { nil }

  /// No explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
  ) -> CGFloat? { nil }

  /// Makes the grid's layout: cells placed by `alignment`, columns and rows `horizontalSpacing`
  /// and `verticalSpacing` apart (8 points each when nil).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The rows' ideal heights and the spacing between them, by the widest row.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
  )
    -> CGSize
  {
    StackMath.size(subviews, proposal: proposal, axis: .vertical, spacing: verticalSpacing)
  }

  /// Places the rows one below another, aligned horizontally.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews,
    cache: inout GridLayout.Cache
  ) {
    StackMath.place(
      subviews, in: bounds, axis: .vertical, spacing: verticalSpacing,
      fraction: StackMath.fraction(of: alignment.horizontal))
  }
}

/// Any ``Layout`` behind one type, so `let layout = isWide ? AnyLayout(HStackLayout()) :
/// AnyLayout(VStackLayout())` can change layout while the children keep their identity and
/// state. Every call is forwarded to the layout inside.
public struct AnyLayout: Layout, Sendable {
  package let layout: any Layout

  /// Wraps `layout`; wrapping an `AnyLayout` again keeps the layout it already holds.
  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      self.layout = erased.layout
    } else {
      self.layout = layout
    }
  }

  /// The cached data of the wrapped layout.
  public struct Cache: @unchecked Sendable {
    var value: Any
  }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache {
    Cache(value: layout.erasedCache(subviews))
  }

  /// Updates the wrapped layout's cache, as the wrapped layout does.
  public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) {
    layout.erasedUpdate(&cache, subviews)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    layout.erasedSpacing(subviews, &cache)
  }

  /// The wrapped layout's size.
  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache
  )
    -> CGSize
  {
    layout.erasedSize(proposal, subviews, &cache)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews,
    cache: inout AnyLayout.Cache
  ) {
    layout.erasedPlace(bounds, proposal, subviews, &cache)
  }

  /// The wrapped layout's explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    layout.erasedGuide(guide, nil, bounds, proposal, subviews, &cache)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    layout.erasedGuide(nil, guide, bounds, proposal, subviews, &cache)
  }
}

extension Layout {
  func erasedCache(_ subviews: LayoutSubviews) -> Any { makeCache(subviews: subviews) }

  func erasedUpdate(_ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews) {
    guard var inner = cache.value as? Cache else {
      cache.value = makeCache(subviews: subviews)
      return
    }
    updateCache(&inner, subviews: subviews)
    cache.value = inner
  }

  func withCache<R>(
    _ cache: inout AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (Self, inout Cache) -> R
  ) -> R {
    var inner = cache.value as? Cache ?? makeCache(subviews: subviews)
    defer { cache.value = inner }
    return body(self, &inner)
  }

  func erasedSpacing(_ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache) -> ViewSpacing {
    withCache(&cache, subviews) { layout, inner in layout.spacing(subviews: subviews, cache: &inner)
    }
  }

  func erasedSize(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache
  ) -> CGSize {
    withCache(&cache, subviews) { layout, inner in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }
  }

  func erasedPlace(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout AnyLayout.Cache
  ) {
    withCache(&cache, subviews) { layout, inner in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
  }

  func erasedGuide(
    _ horizontal: HorizontalAlignment?, _ vertical: VerticalAlignment?, _ bounds: CGRect,
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    withCache(&cache, subviews) { layout, inner in
      if let horizontal {
        return layout.explicitAlignment(
          of: horizontal, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
      if let vertical {
        return layout.explicitAlignment(
          of: vertical, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
      }
      return nil
    }
  }
}
