import Foundation

/// Modifiers apps use everywhere, kept on the semantic tree for renderers that can show them.
extension View {
  /// Adds padding of the given insets to each edge of this view.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    attribute(.paddingInsets(insets))
  }

  /// Clips this view to its bounding frame.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    attribute(.clipped)
  }

  /// Scales this view to fit its parent, keeping its aspect ratio.
  nonisolated public func scaledToFit() -> some View {
    aspectRatio(nil, contentMode: .fit)
  }

  /// Scales this view to fill its parent, keeping its aspect ratio.
  nonisolated public func scaledToFill() -> some View {
    aspectRatio(nil, contentMode: .fill)
  }

  /// Scales this view's rendered output by the given horizontal and vertical amounts.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Sets the maximum number of lines of text, reserving room for all of them when asked.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    attribute(reservesSpace ? .lineLimitReservingSpace(limit) : .lineLimit(limit))
  }

  /// Sizes this view relative to its nearest container along `axes`.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View {
    attribute(.containerRelativeFrame("\(axes)"))
  }

  /// Sizes this view to `span` of `count` equal parts of its container along `axes`.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    attribute(.containerRelativeFrame("\(axes), count: \(count), span: \(span)"))
  }
}
