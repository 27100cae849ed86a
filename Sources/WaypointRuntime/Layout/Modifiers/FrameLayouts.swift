import Foundation

/// Places a frame's one subview in `bounds` at `alignment`, at the size it takes of `offer`.
private func place(
  _ subviews: LayoutSubviews, in bounds: CGRect, offer: ProposedViewSize, alignment: Alignment
) {
  guard let subview = subviews.first else { return }
  let size = subview.sizeThatFits(offer)
  let x = bounds.minX + (bounds.width - size.width) * StackMath.fraction(of: alignment.horizontal)
  let y = bounds.minY + (bounds.height - size.height) * StackMath.fraction(of: alignment.vertical)
  subview.place(at: CGPoint(x: x, y: y), proposal: offer)
}

/// `.frame(width:height:alignment:)`: offers its subview the given lengths (the frame's own
/// proposal where one is not given), takes them, and aligns the subview inside.
package struct FixedFrameLayout: Layout {
  package var width: CGFloat?
  package var height: CGFloat?
  package var alignment: Alignment

  package init(width: CGFloat?, height: CGFloat?, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    guard let width, let height else {
      let content = subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
      return CGSize(width: width ?? content.width, height: height ?? content.height)
    }
    return CGSize(width: width, height: height)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    place(subviews, in: bounds, offer: offer(proposal), alignment: alignment)
  }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, by the
/// rules SwiftUI documents for each axis: the subview is offered the frame's proposal (its
/// ideal length where the proposal has none) within the bounds; with neither bound the frame is
/// as long as its subview; with both it takes its proposal within them; with one it takes its
/// proposal, within that bound, where the proposal is shorter than the subview (a minimum) or
/// longer (a maximum), and otherwise the subview's length — always within the bounds given.
package struct FlexibleFrameLayout: Layout {
  /// One axis's bounds and ideal length.
  package struct Bounds: Sendable {
    package var minimum: CGFloat?
    package var ideal: CGFloat?
    package var maximum: CGFloat?

    package init(minimum: CGFloat? = nil, ideal: CGFloat? = nil, maximum: CGFloat? = nil) {
      self.minimum = minimum
      self.ideal = ideal
      self.maximum = maximum
    }

    func clamped(_ value: CGFloat) -> CGFloat {
      min(max(value, minimum ?? -.infinity), maximum ?? .infinity)
    }

    /// The length offered to the subview.
    func offer(_ proposed: CGFloat?) -> CGFloat? {
      (proposed ?? ideal).map(clamped)
    }

    /// The frame's length, given what it was offered and what its subview took.
    func length(proposed: CGFloat?, content: CGFloat) -> CGFloat {
      guard minimum != nil || maximum != nil else { return content }
      guard let proposed = proposed ?? ideal else { return clamped(content) }
      if minimum != nil, maximum != nil { return clamped(proposed) }
      if minimum != nil, proposed < content { return clamped(proposed) }
      if maximum != nil, proposed > content { return clamped(proposed) }
      return clamped(content)
    }
  }

  package var width: Bounds
  package var height: Bounds
  package var alignment: Alignment

  package init(width: Bounds, height: Bounds, alignment: Alignment = .center) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width.offer(proposal.width), height: height.offer(proposal.height))
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    let content = subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
    return CGSize(
      width: width.length(proposed: proposal.width, content: content.width),
      height: height.length(proposed: proposal.height, content: content.height))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    place(subviews, in: bounds, offer: offer(ProposedViewSize(bounds.size)), alignment: alignment)
  }
}
