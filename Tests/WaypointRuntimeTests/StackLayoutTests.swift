import Foundation
import Testing

@testable import WaypointRuntime

@Suite("Stacks share the space proposed to them as SwiftUI's do")
struct StackLayoutTests {
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
