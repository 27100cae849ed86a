import Foundation
import Synchronization
import Testing

@testable import WaypointRuntime

/// Where each subview of a layout was placed, by index.
private final class Placements: Sendable {
  let frames = Mutex<[Int: CGRect]>([:])
  subscript(index: Int) -> CGRect? { frames.withLock { $0[index] } }
}

/// A subview that sizes itself as `measure` says and records where it is placed.
private func subview(
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
private func fixed(_ width: CGFloat, _ height: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize {
  { _ in CGSize(width: width, height: height) }
}

/// Whatever it is offered, 10 by 10 when offered nothing (a colour or a shape).
private let flexible: @Sendable (ProposedViewSize) -> CGSize = {
  CGSize(width: $0.width ?? 10, height: $0.height ?? 10)
}

/// A line of text `ideal` points wide whose longest word is `minimum` wide: narrower than its
/// ideal width it wraps onto lines 20 points high.
private func text(minimum: CGFloat = 30, ideal: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize {
  { proposal in
    let width = min(max(proposal.width ?? ideal, minimum), ideal)
    return CGSize(width: width, height: 20 * (ideal / width).rounded(.up))
  }
}

@Suite("Stacks share the space proposed to them as SwiftUI's do")
struct StackLayoutTests {
  private func layOut<L: Layout>(
    _ layout: L, _ subviews: [LayoutSubview], in size: CGSize
  ) -> CGSize where L.Cache == Void {
    let subviews = LayoutSubviews(subviews)
    var cache: Void = ()
    let proposal = ProposedViewSize(size)
    let fitting = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(
      in: CGRect(origin: .zero, size: fitting), proposal: proposal, subviews: subviews,
      cache: &cache)
    return fitting
  }

  @Test("between two fixed subviews a flexible one takes what they and the spacing leave")
  func flexibleBetweenFixed() {
    let placed = Placements()
    let size = layOut(
      HStackLayout(spacing: 10),
      [
        subview(0, into: placed, measure: fixed(50, 20)),
        subview(1, into: placed, measure: flexible),
        subview(2, into: placed, measure: fixed(30, 20)),
      ], in: CGSize(width: 300, height: 100))
    #expect(size == CGSize(width: 300, height: 100))
    #expect(placed[0] == CGRect(x: 0, y: 40, width: 50, height: 20))
    #expect(placed[1] == CGRect(x: 60, y: 0, width: 200, height: 100))
    #expect(placed[2] == CGRect(x: 270, y: 40, width: 30, height: 20))
  }

  @Test("equally flexible subviews get equal shares")
  func equalShares() {
    let placed = Placements()
    _ = layOut(
      HStackLayout(spacing: 10),
      [subview(0, into: placed, measure: flexible), subview(1, into: placed, measure: flexible)],
      in: CGSize(width: 210, height: 50))
    #expect(placed[0] == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(placed[1] == CGRect(x: 110, y: 0, width: 100, height: 50))
  }

  @Test("the least flexible subview is offered its share first; what it leaves goes on")
  func leastFlexibleFirst() {
    let placed = Placements()
    _ = layOut(
      HStackLayout(spacing: 0),
      [
        subview(0, into: placed, measure: flexible),
        subview(1, into: placed, measure: text(ideal: 60)),
      ],
      in: CGSize(width: 150, height: 40))
    #expect(placed[1]?.width == 60)
    #expect(placed[0]?.width == 90)
    #expect(placed[1]?.minX == 90)
  }

  @Test("a higher layoutPriority is offered the space first, less the others' minimums")
  func layoutPriority() {
    let even = Placements()
    _ = layOut(
      HStackLayout(spacing: 0),
      [
        subview(0, into: even, measure: text(ideal: 100)),
        subview(1, into: even, measure: text(ideal: 100)),
      ], in: CGSize(width: 150, height: 100))
    #expect(even[0]?.width == 75)
    #expect(even[1]?.width == 75)

    let favoured = Placements()
    _ = layOut(
      HStackLayout(spacing: 0),
      [
        subview(0, into: favoured, measure: text(ideal: 100)),
        subview(1, priority: 1, into: favoured, measure: text(ideal: 100)),
      ], in: CGSize(width: 150, height: 100))
    #expect(favoured[1]?.width == 100)
    #expect(favoured[0]?.width == 50)
    #expect(favoured[0]?.height == 40)
  }

  @Test("offered nothing along its axis, a stack is its subviews' ideal lengths and gaps")
  func idealSize() {
    let placed = Placements()
    let subviews = LayoutSubviews([
      subview(0, into: placed, measure: fixed(50, 20)),
      subview(1, into: placed, measure: flexible),
      subview(2, into: placed, measure: fixed(30, 20)),
    ])
    var cache: Void = ()
    let size = HStackLayout(spacing: 10).sizeThatFits(
      proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(size == CGSize(width: 110, height: 20))
    let spaced = HStackLayout().sizeThatFits(
      proposal: .unspecified, subviews: subviews, cache: &cache)
    #expect(spaced == CGSize(width: 106, height: 20), "default spacing is 8 points")
  }

  @Test("a vertical stack shares heights the same way, aligned across by its alignment")
  func vertical() {
    let placed = Placements()
    let size = layOut(
      VStackLayout(alignment: .leading, spacing: 0),
      [
        subview(0, into: placed, measure: fixed(20, 50)),
        subview(1, into: placed, measure: flexible),
      ],
      in: CGSize(width: 100, height: 300))
    #expect(size == CGSize(width: 100, height: 300))
    #expect(placed[0] == CGRect(x: 0, y: 0, width: 20, height: 50))
    #expect(placed[1] == CGRect(x: 0, y: 50, width: 100, height: 250))
  }

  @Test("a horizontal stack's alignment places shorter subviews at its top or bottom")
  func alignment() {
    for (alignment, y) in [(VerticalAlignment.top, 0.0), (.bottom, 80.0), (.center, 40.0)] {
      let placed = Placements()
      _ = layOut(
        HStackLayout(alignment: alignment, spacing: 0),
        [
          subview(0, into: placed, measure: fixed(50, 20)),
          subview(1, into: placed, measure: flexible),
        ],
        in: CGSize(width: 100, height: 100))
      #expect(placed[0]?.minY == CGFloat(y), "\(alignment)")
    }
  }

  @Test("a ZStack offers each subview its whole proposal and is as large as the largest")
  func depth() {
    let placed = Placements()
    let size = layOut(
      ZStackLayout(alignment: .bottomTrailing),
      [
        subview(0, into: placed, measure: fixed(40, 30)),
        subview(1, into: placed, measure: text(ideal: 100)),
      ], in: CGSize(width: 60, height: 200))
    #expect(size == CGSize(width: 60, height: 40))
    #expect(placed[0] == CGRect(x: 20, y: 10, width: 40, height: 30))
    #expect(placed[1] == CGRect(x: 0, y: 0, width: 60, height: 40))
  }
}
