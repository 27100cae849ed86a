import Foundation

extension View {
  /// Moves the view's horizontal guide `g` to the value computed from its dimensions, for the
  /// stacks that align their subviews by it.
  nonisolated public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    attribute(.alignmentGuide(AlignmentGuideRecord(g, compute: computeValue)))
  }

  /// Moves the view's vertical guide `g` to the value computed from its dimensions, for the
  /// stacks that align their subviews by it.
  nonisolated public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    attribute(.alignmentGuide(AlignmentGuideRecord(g, compute: computeValue)))
  }
}
