import Foundation

/// `.padding`: offers its subview the proposal less the insets and is as large as the subview
/// plus the insets.
package struct PaddingLayout: Layout {
  package var insets: EdgeInsets

  package init(_ insets: EdgeInsets) { self.insets = insets }

  private var horizontal: CGFloat { insets.leading + insets.trailing }
  private var vertical: CGFloat { insets.top + insets.bottom }

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - horizontal) },
      height: proposal.height.map { max(0, $0 - vertical) })
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    let content = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    return CGSize(width: content.width + horizontal, height: content.height + vertical)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
      proposal: inner(ProposedViewSize(bounds.size)))
  }
}

/// `.fixedSize`: offers its subview no length along the fixed axes, so it takes its ideal one.
package struct FixedSizeLayout: Layout {
  package var horizontal: Bool
  package var vertical: Bool

  package init(horizontal: Bool = true, vertical: Bool = true) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  {
    subviews.first?.sizeThatFits(offer(proposal)) ?? .zero
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    subviews.first?.place(at: bounds.origin, proposal: offer(proposal))
  }
}
