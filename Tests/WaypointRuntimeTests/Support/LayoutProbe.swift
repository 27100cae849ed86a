import Foundation
import Synchronization

@testable import WaypointRuntime

/// Where each subview of a layout was placed, by index.
final class Placements: Sendable {
  let frames = Mutex<[Int: CGRect]>([:])
  subscript(index: Int) -> CGRect? { frames.withLock { $0[index] } }
}

/// A subview that sizes itself as `measure` says and records where it is placed.
func subview(
  _ index: Int, priority: Double = 0, into placements: Placements,
  measure: @escaping @Sendable (ProposedViewSize) -> CGSize
) -> LayoutSubview {
  LayoutSubview(id: index, priority: priority, measure: measure) { position, anchor, proposal in
    let size = measure(proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements.frames.withLock { $0[index] = CGRect(origin: origin, size: size) }
  }
}

/// Always the same size, whatever it is offered (a fixed frame).
func fixed(_ width: CGFloat, _ height: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize {
  { _ in CGSize(width: width, height: height) }
}

/// Whatever it is offered, 10 by 10 when offered nothing (a colour or a shape).
let flexible: @Sendable (ProposedViewSize) -> CGSize = {
  CGSize(width: $0.width ?? 10, height: $0.height ?? 10)
}

/// A line of text `ideal` points wide whose longest word is `minimum` wide: narrower than its
/// ideal width it wraps onto lines 20 points high.
func text(minimum: CGFloat = 30, ideal: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize {
  { proposal in
    let width = min(max(proposal.width ?? ideal, minimum), ideal)
    return CGSize(width: width, height: 20 * (ideal / width).rounded(.up))
  }
}

/// Sizes `subviews` with `layout` offered `proposal`, places them in the size it takes, and
/// returns that size.
func layOut<L: Layout>(
  _ layout: L, _ subviews: [LayoutSubview], proposing proposal: ProposedViewSize
) -> CGSize where L.Cache == Void {
  let subviews = LayoutSubviews(subviews)
  var cache: Void = ()
  let fitting = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  layout.placeSubviews(
    in: CGRect(origin: .zero, size: fitting), proposal: proposal, subviews: subviews,
    cache: &cache)
  return fitting
}

/// `layOut(_:_:proposing:)` offered `size`.
func layOut<L: Layout>(_ layout: L, _ subviews: [LayoutSubview], in size: CGSize) -> CGSize
where L.Cache == Void {
  layOut(layout, subviews, proposing: ProposedViewSize(size))
}
