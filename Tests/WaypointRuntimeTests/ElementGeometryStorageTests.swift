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

  @Test("rarer placement values read back and reset, copies stay apart, geometry within 96 bytes")
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
    #expect(MemoryLayout<ElementGeometry>.size <= 96)
  }
}
