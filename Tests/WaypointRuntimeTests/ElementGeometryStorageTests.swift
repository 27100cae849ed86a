import Foundation
import Testing
import Waypoint
import WaypointTesting

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

  @Test("kept sizes take the room they fill, and equal lists share one storage")
  func keptSizesExactly() {
    func grown(_ count: Int, height: CGFloat? = nil) -> [KeptSize] {
      var sizes: [KeptSize] = []
      for width in 1...count {
        sizes.append(KeptSize(ProposedViewSize(width: CGFloat(width), height: height), .zero))
      }
      return sizes
    }
    let five = grown(5)
    // Grown by appending, five sizes have room for more.
    #expect(five.capacity > 5)
    let shared = five.sharedExactly()
    #expect(shared.capacity == 5)
    #expect(shared.map(\.proposal.width) == (1...5).map { CGFloat($0) })
    // Kept sizes are equal bit for bit: an unspecified height, a zero one and minus zero differ.
    #expect(grown(5) == five)
    #expect(grown(5, height: 0) != five)
    #expect(grown(5, height: -0.0) != grown(5, height: 0))
  }

  @Test("a shared storage gives back an equal value kept before, and stays within its slots")
  func sharedStorage() {
    let storage = SharedStorage<[Int]>(slots: 4) { $0.first ?? 0 }
    let first = storage.shared(Array(1...3))
    let alike = storage.shared(Array(1...3))
    #expect(self.storage(of: alike) == self.storage(of: first))
    // Another value for the same slot takes it; the first stays whole where it is kept.
    let other = storage.shared(Array(5...6))
    #expect(self.storage(of: storage.shared(Array(1...3))) != self.storage(of: first))
    #expect(first == [1, 2, 3])
    #expect(other == [5, 6])
  }

  @MainActor
  @Test("rows alike keep one list of sizes, in one host and in another laid out alike")
  func rowsShareKeptSizes() throws {
    struct Rows: View {
      var body: some View {
        VStack {
          ForEach(0..<20, id: \.self) { _ in
            HStack {
              Text("Alike")
              Spacer()
            }
          }
        }
      }
    }
    var lists = Set<UnsafeRawPointer>()
    var texts = 0
    for _ in 0..<2 {
      let host = ViewHost(Rows(), size: CGSize(width: 300, height: 800))
      host.layOut()
      var pending = host.runtime.rootElements
      while let element = pending.popLast() {
        pending += element.children
        guard case .text = element.role else { continue }
        texts += 1
        let sizes = element.geometry.withLock { $0.sizes }
        #expect(!sizes.isEmpty)
        if let list = storage(of: sizes) { lists.insert(list) }
      }
    }
    #expect(texts == 40)
    // One list, unless a pass elsewhere took its slot in the process's table meanwhile.
    #expect(lists.count <= 3, "\(lists.count) lists for \(texts) texts")
  }

  private func storage<T>(of values: [T]) -> UnsafeRawPointer? {
    values.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
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
    // The second frame has attribute 0 applied, the third attributes 1 and 2 as well.
    let layered = PlacedFrames(three, attributeEnds: [1, 3])
    #expect(Array(layered) == three)
    #expect((0..<5).map(layered.frameIndex(beforeAttributeAt:)) == [0, 1, 1, 2, 2])
    #expect(layered != single && single == PlacedFrames([one]) && empty == PlacedFrames([]))
    #expect(layered != PlacedFrames(three, attributeEnds: [2, 3]))
    let moved = layered.offsetBy(dx: 10, dy: -2)
    #expect(Array(moved) == three.map { $0.offsetBy(dx: 10, dy: -2) })
    #expect((0..<5).map(moved.frameIndex(beforeAttributeAt:)) == [0, 1, 1, 2, 2])
    #expect(PlacedFrames(three).frameIndex(beforeAttributeAt: 7) == 0)
    var geometry = ElementGeometry()
    geometry.displayScale = 3
    geometry.frames = PlacedFrames([CGRect(x: 0.2, y: 0, width: 10, height: 10)])
    #expect(geometry.rounded(0).minX == CGFloat(1) / 3)
  }
}
