import Foundation
import Testing

@testable import WaypointRuntime

@Suite("Backgrounds, overlays, offsets, positions and aspect ratios")
struct PlacementLayoutTests {
  @Test("a background or overlay is offered the size of the view it decorates, and aligned on it")
  func decoration() {
    let placed = Placements()
    let size = layOut(
      DecorationLayout(alignment: .topTrailing),
      [
        subview(0, into: placed, measure: text(ideal: 100)),
        subview(1, into: placed, measure: flexible),
        subview(2, into: placed, measure: fixed(10, 10)),
      ], in: CGSize(width: 80, height: 300))
    #expect(size == CGSize(width: 80, height: 40), "the decorated text, wrapped to 80")
    #expect(placed[1] == CGRect(x: 0, y: 0, width: 80, height: 40))
    #expect(placed[2] == CGRect(x: 70, y: 0, width: 10, height: 10))
  }

  @Test("an offset moves what it draws, not its own size")
  func offset() {
    let placed = Placements()
    let size = layOut(
      OffsetLayout(CGSize(width: 5, height: -3)),
      [subview(0, into: placed, measure: fixed(40, 20))],
      in: CGSize(width: 100, height: 100))
    #expect(size == CGSize(width: 40, height: 20))
    #expect(placed[0] == CGRect(x: 5, y: -3, width: 40, height: 20))
  }

  @Test("position takes the whole proposal and centres its content on the point")
  func position() {
    let placed = Placements()
    let size = layOut(
      PositionLayout(CGPoint(x: 50, y: 30)), [subview(0, into: placed, measure: fixed(40, 20))],
      in: CGSize(width: 200, height: 100))
    #expect(size == CGSize(width: 200, height: 100))
    #expect(placed[0] == CGRect(x: 30, y: 20, width: 40, height: 20))
  }

  @Test(
    "an aspect ratio offers the largest size of that ratio that fits, or the smallest that fills")
  func aspectRatio() {
    let fit = layOut(
      AspectRatioLayout(2, contentMode: .fit), [subview(0, into: Placements(), measure: flexible)],
      in: CGSize(width: 300, height: 100))
    #expect(fit == CGSize(width: 200, height: 100))
    let fill = layOut(
      AspectRatioLayout(2, contentMode: .fill), [subview(0, into: Placements(), measure: flexible)],
      in: CGSize(width: 300, height: 100))
    #expect(fill == CGSize(width: 300, height: 150))
    let widthOnly = layOut(
      AspectRatioLayout(0.5, contentMode: .fit),
      [subview(0, into: Placements(), measure: flexible)],
      proposing: ProposedViewSize(width: 60, height: nil))
    #expect(widthOnly == CGSize(width: 60, height: 120))
    let ownProportions = layOut(
      AspectRatioLayout(nil, contentMode: .fit),
      [
        subview(
          0, into: Placements(),
          measure: { proposal in
            proposal.width.map { CGSize(width: $0, height: proposal.height ?? $0 / 4) }
              ?? CGSize(width: 40, height: 10)
          })
      ], in: CGSize(width: 100, height: 100))
    #expect(ownProportions == CGSize(width: 100, height: 25), "4:1 like its ideal 40 × 10")
  }
}
