import Foundation

/// Fills columns left to right and adds rows downward as needed: recorded as a grid element
/// with its column items, every cell made at once (docs/Divergences.md).
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// Lays the builder's views into `columns` (fixed, flexible or adaptive), each row as tall as
  /// its tallest cell and `spacing` below the last (8 when nil). `alignment` and `pinnedViews`
  /// are ignored.
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

/// Fills rows top to bottom and adds columns rightward as needed: recorded as a grid element
/// with its row items, every cell made at once.
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  /// Lays the builder's views into `rows` (fixed, flexible or adaptive), each column as wide
  /// as its widest cell and `spacing` after the last (8 when nil). `alignment` and
  /// `pinnedViews` are ignored.
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
