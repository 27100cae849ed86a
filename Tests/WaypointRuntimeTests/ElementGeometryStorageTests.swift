import Foundation
import Testing

@testable import WaypointRuntime

@Suite("What an element keeps of its layout")
struct ElementGeometryStorageTests {
  @Test("a kept size gives back its proposal: unspecified, NaN, infinite and finite dimensions")
  func keptSizes() {
    let proposals = [
      ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: 0, height: .infinity),
      ProposedViewSize(width: 320.5, height: nil), ProposedViewSize(width: nil, height: 44),
    ]
    for proposal in proposals {
      let kept = KeptSize(proposal, CGSize(width: 10, height: 20))
      #expect(kept.proposal == proposal)
      #expect(kept.size == CGSize(width: 10, height: 20))
    }
    // A NaN a layout computed is a dimension, not an unspecified one.
    let nan = KeptSize(ProposedViewSize(width: .nan, height: nil), .zero).proposal
    #expect(nan.width?.isNaN == true)
    #expect(nan.height == nil)
    #expect(MemoryLayout<KeptSize>.stride == 32)
  }

  @Test("kept sizes take the room they fill, not the room an array grown by appending keeps")
  func keptSizesExactly() {
    var sizes: [KeptSize] = []
    for width in 1...8 {
      sizes = sizes.appendingExactly(
        KeptSize(ProposedViewSize(width: CGFloat(width), height: nil), .zero))
      // Grown by appending, five sizes would have room for eight.
      #expect(sizes.capacity <= sizes.count + 1, "\(sizes.capacity) for \(sizes.count)")
    }
    #expect(sizes.map(\.proposal.width) == (1...8).map { CGFloat($0) })
  }

  @Test("rarer placement values read back and reset, copies stay apart, geometry within 104 bytes")
  func placementDetails() {
    var geometry = ElementGeometry()
    #expect(geometry.safeAreaFit == nil)
    geometry.safeAreaFit = SafeAreaFit.none
    #expect(geometry.safeAreaFit == SafeAreaFit.none)
    let covered = SafeAreaFit(
      covered: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
      reach: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    geometry.safeAreaFit = covered
    geometry.coveredInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    geometry.backgroundReach = EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)
    geometry.contentOffset = CGPoint(x: 0, y: 120)
    #expect(geometry.safeAreaFit == covered)
    #expect(geometry.coveredInsets.top == 20)
    #expect(geometry.backgroundReach?.top == 5)
    #expect(geometry.contentOffset.y == 120)
    var copy = geometry
    copy.contentOffset = .zero
    #expect(geometry.contentOffset.y == 120, "a copy's change leaves the original as it was")
    geometry.safeAreaFit = nil
    geometry.coveredInsets = EdgeInsets()
    geometry.backgroundReach = nil
    geometry.contentOffset = .zero
    #expect(geometry.safeAreaFit == nil && geometry.backgroundReach == nil)
    // 104 with the first frame inline, which spares most elements an array of their own.
    #expect(MemoryLayout<ElementGeometry>.size <= 104)
  }

  @Test("elements placed alike share one object for what few placements have")
  func sharedDetails() {
    var covered = PlacementDetails.Values()
    covered.coveredInsets = EdgeInsets(top: 44, leading: 0, bottom: 0, trailing: 0)
    var scrolled = PlacementDetails.Values()
    scrolled.contentOffset = CGPoint(x: 0, y: 300)
    let first = PlacementDetails.of(covered)
    #expect(PlacementDetails.of(covered) === first)
    #expect(PlacementDetails.of(scrolled) !== first)
    #expect(PlacementDetails.of(scrolled).values == scrolled)
  }

  @Test("the proposal an element was placed with reads back, and so does its absence")
  func keptProposal() {
    var geometry = ElementGeometry()
    #expect(geometry.proposal == nil)
    for proposal in [
      ProposedViewSize.unspecified, ProposedViewSize(width: 390, height: nil),
      ProposedViewSize(width: .infinity, height: 0),
    ] {
      geometry.proposal = proposal
      #expect(geometry.proposal == proposal)
    }
    geometry.proposal = nil
    #expect(geometry.proposal == nil)
    #expect(MemoryLayout<KeptProposal>.size == 16)
  }

  @Test("frames read back in order, the first kept inline, and move together")
  func placedFrames() {
    let empty = PlacedFrames()
    #expect(empty.isEmpty && empty.first == nil && empty.last == nil)
    let one = CGRect(x: 1, y: 2, width: 3, height: 4)
    let single = PlacedFrames([one])
    #expect(Array(single) == [one])
    #expect(single.first == one && single.last == one)
    let three = [
      one, CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: -5, y: 0, width: 20, height: 20),
    ]
    let layered = PlacedFrames(three)
    #expect(Array(layered) == three)
    #expect(layered != single && single == PlacedFrames([one]) && empty == PlacedFrames([]))
    let moved = layered.offsetBy(dx: 10, dy: -2)
    #expect(Array(moved) == three.map { $0.offsetBy(dx: 10, dy: -2) })
    var geometry = ElementGeometry()
    geometry.displayScale = 3
    geometry.frames = PlacedFrames([CGRect(x: 0.2, y: 0, width: 10, height: 10)])
    #expect(geometry.rounded(0).minX == CGFloat(1) / 3)
  }
}
