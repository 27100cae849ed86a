import Foundation

/// A container view that arranges its child views in a grid that grows vertically.
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid that grows vertically.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyVGrid: View, LayoutContainer {
  /// A grid has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var isLazy: Bool { true }

  package var containerRole: Role {
    .grid(LazyGridLayout(axis: .vertical, items: columns, spacing: spacing))
  }
}

/// A container view that arranges its child views in a grid that grows horizontally.
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// Creates a grid that grows horizontally.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }
}

extension LazyHGrid: View, LayoutContainer {
  /// A grid has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var isLazy: Bool { true }

  package var containerRole: Role {
    .grid(LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing))
  }
}
