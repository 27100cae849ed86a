import Foundation

/// How a decoration child sits against the view it decorates: a background or an overlay is
/// offered the view's size and aligned on it, the view keeping its own size; a safe-area inset
/// takes its length along its edge, and the view is offered what is left beside it, the inset
/// covering that edge of the view's safe area.
struct DecorationPlacement {
  let info: DecorationInfo

  func size(_ proposal: ProposedViewSize, content: LayoutSubview, decoration: LayoutSubview)
    -> CGSize
  {
    guard case .safeAreaInset(let edge) = info.kind else { return content.sizeThatFits(proposal) }
    let inset = decoration.sizeThatFits(across(proposal, edge))
    let inner = content.sizeThatFits(remaining(proposal, edge, inset))
    switch edge {
    case .top, .bottom:
      return CGSize(width: max(inner.width, inset.width), height: inner.height + inset.height)
    case .leading, .trailing:
      return CGSize(width: inner.width + inset.width, height: max(inner.height, inset.height))
    }
  }

  func place(
    in bounds: CGRect, proposal: ProposedViewSize, content: LayoutSubview,
    decoration: LayoutSubview, pass: LayoutPass
  ) {
    guard case .safeAreaInset(let edge) = info.kind else {
      var none: Void = ()
      DecorationLayout(alignment: info.alignment).placeSubviews(
        in: bounds, proposal: proposal, subviews: LayoutSubviews([content, decoration]),
        cache: &none)
      return
    }
    let offer = ProposedViewSize(bounds.size)
    let inset = decoration.sizeThatFits(across(offer, edge))
    let rest = remaining(offer, edge, inset)
    var origin = bounds.origin
    switch edge {
    case .top:
      decoration.place(at: bounds.origin, proposal: across(offer, edge))
      origin.y += inset.height
    case .leading:
      decoration.place(at: bounds.origin, proposal: across(offer, edge))
      origin.x += inset.width
    case .bottom:
      decoration.place(
        at: CGPoint(x: bounds.minX, y: bounds.maxY - inset.height), proposal: across(offer, edge))
    case .trailing:
      decoration.place(
        at: CGPoint(x: bounds.maxX - inset.width, y: bounds.minY), proposal: across(offer, edge))
    }
    let region = CGRect(
      origin: origin, size: CGSize(width: rest.width ?? 0, height: rest.height ?? 0))
    pass.placing(in: pass.safeArea?.covering(bounds, except: region)) {
      content.place(at: origin, proposal: rest)
    }
  }

  /// What the inset is offered: the length across its edge, its own along it.
  private func across(_ proposal: ProposedViewSize, _ edge: Edge) -> ProposedViewSize {
    switch edge {
    case .top, .bottom: ProposedViewSize(width: proposal.width, height: nil)
    case .leading, .trailing: ProposedViewSize(width: nil, height: proposal.height)
    }
  }

  /// What the view is offered beside an inset of `inset`.
  private func remaining(_ proposal: ProposedViewSize, _ edge: Edge, _ inset: CGSize)
    -> ProposedViewSize
  {
    switch edge {
    case .top, .bottom:
      ProposedViewSize(
        width: proposal.width, height: proposal.height.map { max(0, $0 - inset.height) })
    case .leading, .trailing:
      ProposedViewSize(
        width: proposal.width.map { max(0, $0 - inset.width) }, height: proposal.height)
    }
  }
}
