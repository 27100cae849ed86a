import Foundation

/// `.background` and `.overlay` with a view: as large as the first subview (the view they
/// decorate); the second is offered that size and aligned on it.
package struct DecorationLayout: Layout {
  package var alignment: Alignment

  package init(alignment: Alignment = .center) { self.alignment = alignment }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    guard let base = subviews.first else { return }
    base.place(at: bounds.origin, proposal: proposal)
    let offer = ProposedViewSize(bounds.size)
    for decoration in subviews.dropFirst() {
      let size = decoration.sizeThatFits(offer)
      let x =
        bounds.minX + (bounds.width - size.width) * StackMath.fraction(of: alignment.horizontal)
      let y =
        bounds.minY + (bounds.height - size.height) * StackMath.fraction(of: alignment.vertical)
      decoration.place(at: CGPoint(x: x, y: y), proposal: offer)
    }
  }
}

/// `.offset`: as large as its subview, which it draws moved by `offset` without moving
/// anything around it.
package struct OffsetLayout: Layout {
  package var offset: CGSize

  package init(_ offset: CGSize) { self.offset = offset }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
      proposal: proposal)
  }
}

/// `.position(x:y:)`: takes all the space it is offered (its subview's size where it is offered
/// none) and centres its subview on the point, in its own coordinates.
package struct PositionLayout: Layout {
  package var position: CGPoint

  package init(_ position: CGPoint) { self.position = position }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    let content = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
      proposal: proposal)
  }
}

/// `.aspectRatio(_:contentMode:)`: offers its subview the largest size of the ratio that fits
/// in the proposal (`.fit`) or the smallest that covers it (`.fill`), and is as large as the
/// subview. Without a ratio it keeps the subview's ideal proportions.
package struct AspectRatioLayout: Layout {
  package var ratio: CGFloat?
  package var contentMode: ContentMode

  package init(_ ratio: CGFloat?, contentMode: ContentMode) {
    self.ratio = ratio
    self.contentMode = contentMode
  }

  private func offer(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
    let ideal = subviews.first?.sizeThatFits(.unspecified) ?? .zero
    guard let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0
    else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?) where width.isFinite && height.isFinite:
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fits = byWidth.height <= height
      let size = (contentMode == .fit) == fits ? byWidth : byHeight
      return ProposedViewSize(size)
    case (let width?, _) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (_, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    default:
      return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    subviews.first?.sizeThatFits(offer(proposal, subviews)) ?? .zero
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.first?.place(at: bounds.origin, proposal: offer(proposal, subviews))
  }
}
