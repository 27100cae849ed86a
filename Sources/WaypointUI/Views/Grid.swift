import Foundation

/// A container that arranges its rows (`GridRow`) so their cells line up in columns.
public struct Grid<Content: View> {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of the given alignment and spacing.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

extension Grid: View, LayoutContainer {
  /// A grid has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    var layout = StackLayout(
      axis: .vertical, isLazy: false, guide: alignment, spacing: verticalSpacing,
      alignment: "\(alignment)")
    layout.gridColumnSpacing = .some(horizontalSpacing)
    return .stack(layout)
  }
}

/// A row of a `Grid`: its cells side by side.
public struct GridRow<Content: View> {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells share a vertical alignment.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension GridRow: View, LayoutContainer {
  /// A row has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    .gridRow(alignment: alignment.flatMap { $0 == .center ? nil : "\($0)" })
  }
}
