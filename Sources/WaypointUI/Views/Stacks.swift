import Foundation

/// Puts its children one under another: recorded as a vertical stack element, which the layout
/// pass sizes by sharing the offered height among the children.
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Stacks the builder's views top to bottom, lined up on `alignment`; a nil `spacing` takes
  /// each pair's own preferred gap.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View, LayoutContainer {
  /// A stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    .stack(.vertical(alignment, spacing: spacing))
  }
}

/// Puts its children side by side: recorded as a horizontal stack element, which the layout
/// pass sizes by sharing the offered width among the children.
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Rows the builder's views left to right, lined up on `alignment`; a nil `spacing` takes
  /// each pair's own preferred gap.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: View, LayoutContainer {
  /// A stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    .stack(.horizontal(alignment, spacing: spacing))
  }
}

/// Layers its children on top of each other, the last one frontmost: recorded as a depth stack
/// element just big enough to enclose them all once aligned.
public struct ZStack<Content: View> {
  let alignment: Alignment
  let content: Content

  /// Layers the builder's views, each placed with its `alignment` guides on shared lines.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension ZStack: View, LayoutContainer {
  /// A stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    .stack(.depth(alignment))
  }
}

/// Which section parts a lazy stack would keep stuck to the scroll view's edge; accepted for
/// source compatibility, but nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The header view of each section.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// The footer view of each section.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A `VStack` for long scrolling content, recorded as a lazy vertical stack element.
///
/// Every child is made at once, as there is no viewport to fill lazily (docs/Divergences.md);
/// the navigation diagnostics still treat its content as inside a lazy container.
public struct LazyVStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Stacks the builder's views top to bottom, lined up on `alignment`, `spacing` apart (each
  /// pair's own gap when nil); `pinnedViews` is ignored.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVStack: View, LayoutContainer {
  /// A stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var isLazy: Bool { true }

  package var containerRole: Role {
    .stack(.vertical(alignment, spacing: spacing, isLazy: true))
  }
}

/// An `HStack` for long scrolling content, recorded as a lazy horizontal stack element; every
/// child is made at once here.
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Rows the builder's views left to right, lined up on `alignment`, `spacing` apart (each
  /// pair's own gap when nil); `pinnedViews` is ignored.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyHStack: View, LayoutContainer {
  /// A stack has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var isLazy: Bool { true }

  package var containerRole: Role {
    .stack(.horizontal(alignment, spacing: spacing, isLazy: true))
  }
}
