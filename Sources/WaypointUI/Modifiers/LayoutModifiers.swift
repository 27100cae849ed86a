import Foundation

extension View {
  /// Adds an equal padding amount to specific edges of this view.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    attribute(.padding(edges, length))
  }

  /// Adds a specific padding amount to each edge of this view.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    attribute(.padding(.all, length))
  }

  /// Adds the padding a scene's content gets along the given edges.
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    attribute(.scenePadding(edges))
  }

  /// Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    attribute(.frame(Attribute.Frame(width: width, height: height, alignment: alignment)))
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    attribute(
      .frame(
        Attribute.Frame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  /// Constrains this view's dimensions to the specified aspect ratio.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    attribute(.aspectRatio(aspectRatio, contentMode))
  }

  /// Scales this view's rendered output by the given amount in both directions.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    attribute(.scaleEffect(x: scale, y: scale))
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    attribute(.scaleEffect(x: x, y: y))
  }
}
