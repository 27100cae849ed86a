import Foundation

extension View {
  /// Insets the view by `length` points on each of `edges`, 16 when `length` is nil; the
  /// frame grows by that much.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    attribute(.padding(edges, length))
  }

  /// Insets the view by `length` points on all four edges.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    attribute(.padding(.all, length))
  }

  /// Adds the padding a scene's content gets along the given edges.
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    attribute(.scenePadding(edges))
  }

  /// A frame given no lengths, which leaves the view as it is.
  @available(*, deprecated, message: "Please pass one or more parameters.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Please pass one or more parameters."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Please pass one or more parameters."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Please pass one or more parameters."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Please pass one or more parameters."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Please pass one or more parameters."
  )
  nonisolated public func frame() -> some View {
    frame(width: nil, height: nil, alignment: .center)
  }

  /// Gives the view a frame of `width` by `height` points and places it inside by
  /// `alignment`; a nil length is the view's own.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    attribute(.frame(Attribute.Frame(width: width, height: height, alignment: alignment)))
  }

  /// Wraps the view in a frame whose width and height stay between the given minimums and
  /// maximums (`.infinity` takes all that is offered), using the ideals when nothing is
  /// offered; `alignment` places the view inside.
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

  /// Offers the view the largest size of width-to-height `aspectRatio` that fits in the offer
  /// (`.fit`) or the smallest that covers it (`.fill`); nil keeps the view's ideal proportions.
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)
    -> some View
  {
    attribute(.aspectRatio(aspectRatio, contentMode))
  }

  /// Records a scale of `scale` on both axes on the element; layout and drawing keep the
  /// unscaled size, and `anchor` is not used.
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    attribute(.scaleEffect(x: scale, y: scale))
  }

  /// Records a scale of `x` across and `y` down on the element; layout and drawing keep the
  /// unscaled size, and `anchor` is not used.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    attribute(.scaleEffect(x: x, y: y))
  }
}
