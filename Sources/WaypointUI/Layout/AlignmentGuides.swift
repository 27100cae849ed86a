import Foundation

extension View {
  /// Sets the view's horizontal alignment guide (recorded: Waypoint aligns by rows, so the
  /// computed value is not asked for).
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    recorded(".alignmentGuide(\(g))")
  }

  /// Sets the view's vertical alignment guide (recorded: Waypoint aligns by rows, so the
  /// computed value is not asked for).
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    recorded(".alignmentGuide(\(g))")
  }
}
