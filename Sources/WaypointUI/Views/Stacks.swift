import Foundation

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates an instance with the given spacing and horizontal alignment.
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

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack with the given spacing and vertical alignment.
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

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View> {
  let alignment: Alignment
  let content: Content

  /// Creates an instance with the given alignment.
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

/// A set of view types that may be pinned to the bounds of a scroll view.
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

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed on Apple's platforms (here every item exists; see docs/Divergences.md).
public struct LazyVStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy vertical stack view with the given spacing, vertical alignment, and pinning
  /// behavior.
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

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed on Apple's platforms.
public struct LazyHStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a lazy horizontal stack view with the given spacing, vertical alignment, and
  /// pinning behavior.
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
