import Foundation

extension View {
  /// The same as `aspectRatio(_:contentMode:)` with the ratio `width / height` of
  /// `aspectRatio`; a zero height passes nil.
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View
  {
    self.aspectRatio(
      aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height,
      contentMode: contentMode)
  }

  /// The point form of `position(x:y:)`: the layout pass puts the view's center at `position`
  /// in its parent's coordinates.
  nonisolated public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// Records whether the view would mirror in a right-to-left layout; nothing is mirrored, as
  /// layout always runs left to right.
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    recorded(".flipsForRightToLeftLayoutDirection(\(enabled))")
  }

  /// Records how the view would react to the layout direction; only recorded, as layout
  /// always runs left to right.
  nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior)
    -> some View
  {
    recorded(".layoutDirectionBehavior(\(behavior))")
  }

  /// Puts the view at `anchor` of its grid cell, whatever its column's and row's alignment.
  nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    attribute(.gridCellAnchor(anchor))
  }

  /// Makes the view's grid cell span `count` columns.
  nonisolated public func gridCellColumns(_ count: Int) -> some View {
    attribute(.gridCellColumns(count))
  }

  /// Keeps the grid from offering the view its cell's size along `axes`: it takes its ideal
  /// length there and does not widen its column or row.
  nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    attribute(.gridCellUnsizedAxes(axes))
  }

  /// Aligns every cell of the grid column the view is in by `guide`.
  nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    attribute(.gridColumnAlignment(guide))
  }

  /// Isolates the geometry of a view from its parent view (recorded: no geometry animates here).
  nonisolated public func geometryGroup() -> some View { recorded(".geometryGroup()") }

  /// Sets the spacing between the icon and title of labels within this view: the environment's
  /// `labelIconToTitleSpacing` below (recorded).
  @available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
    setting(
      \.labelIconToTitleSpacing, value, recording: ".labelIconToTitleSpacing(\(Font.number(value)))"
    )
  }

  /// Offsets the view by the container's corner insets along `edges` (recorded: terminal
  /// windows have square corners, so the offset is zero).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false)
    -> some View
  {
    recorded(".containerCornerOffset(\(edges), sizeToFit: \(sizeToFit))")
  }

  /// Records the gap wanted between a list's sections; renderers keep their own gap.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    recorded(".listSectionSpacing(\(spacing))")
  }

  /// Records a gap of `spacing` points between a list's sections, as `.custom(spacing)`.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    listSectionSpacing(.custom(spacing))
  }

  /// Records the gap wanted between a list's rows (nil for the default); rows stay where the
  /// renderer puts them.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    recorded(".listRowSpacing(\(spacing.map { Font.number($0) } ?? "nil"))")
  }

  /// Runs `action` when the window is resized interactively (recorded: a terminal resize is
  /// not interactive in this sense, so the action never runs).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func onInteractiveResizeChange(
    _ action: @escaping (_ isResizing: Bool) -> Void
  ) -> some View {
    recorded(".onInteractiveResizeChange")
  }

  /// Shows `content` as a bar along a vertical edge of the safe area, as a safe area inset.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Shows `content` as a bar along a horizontal edge of the safe area, as a safe area inset.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Runs `action` with the value `transform` computes from the geometry: when the view
  /// appears and whenever the scene's size changes it.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values `transform` computes from the geometry,
  /// whenever the scene's size changes it.
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// `onGeometryChange`: the value computed from the scene-sized proxy, watched for changes.
struct GeometryChangeModifier<T: Equatable & Sendable> {
  let transform: @Sendable (GeometryProxy) -> T
  let action: (T, T) -> Void
  @Environment(\.sceneSize) var sceneSize
}

extension GeometryChangeModifier: ViewModifier {
  func body(content: Content) -> some View {
    let value = transform(GeometryProxy(size: sceneSize))
    content.onChange(of: value, initial: true) { old, new in action(old, new) }
  }
}
