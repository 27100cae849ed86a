import Testing

@testable import WaypointUI

@MainActor
private func elements(_ count: Int, from start: Int = 0) -> [Element] {
  (start..<start + count).map { Element(id: ElementID(rawValue: $0), role: .text("\($0)")) }
}

@MainActor
@Suite("Element lists share what did not change")
struct ElementListTests {
  @Test(
    "a list reads back the elements it was made of, in order, at every length",
    arguments: [0, 1, 31, 32, 33, 64, 65, 1_000])
  func readsBack(count: Int) {
    let array = elements(count)
    let list = ElementList(array)
    #expect(list.count == count)
    #expect(list.map(\.id) == array.map(\.id))
    #expect(list.indices.map { list[$0].id } == array.map(\.id))
  }

  @Test("a list is one reference, in every element and node output: its length is worked out")
  func size() {
    #expect(MemoryLayout<ElementList>.size == MemoryLayout<AnyObject>.size)
  }

  @Test("replacing one element of 1,000 finds that position only, and leaves the original")
  func replaceOne() {
    let original = ElementList(elements(1_000))
    var changed = original
    let replacement = elements(1, from: 5_000)[0]
    changed[700] = replacement
    #expect(changed.differingPositions(from: original) == [700])
    #expect(original[700].id == ElementID(rawValue: 700))
    #expect(changed[700] === replacement)
    #expect(!changed.isIdentical(to: original))
    #expect(original.isIdentical(to: ElementList(Array(original))))
    #expect(changed.differingPositions(from: original, limit: 0) == nil)
  }

  @Test("lists of another length have no positions in common to compare")
  func otherLength() {
    let list = ElementList(elements(40))
    var shorter = list
    shorter.removeLast(1)
    #expect(shorter.differingPositions(from: list) == nil)
  }

  @Test("appending, removing from the end and replacing ranges behave as an array does")
  func behavesAsArray() {
    var generator = SeededGenerator(seed: 19)
    let pool = elements(400)
    var list = ElementList()
    var array: [Element] = []
    for _ in 0..<2_000 {
      switch Int.random(in: 0..<5, using: &generator) {
      case 0, 1:
        let element = pool.randomElement(using: &generator)!
        list.append(element)
        array.append(element)
      case 2:
        let k = Int.random(in: 0...min(70, array.count), using: &generator)
        list.removeLast(k)
        array.removeLast(k)
      case 3 where !array.isEmpty:
        let position = Int.random(in: 0..<array.count, using: &generator)
        let element = pool.randomElement(using: &generator)!
        list[position] = element
        array[position] = element
      default:
        let lower = Int.random(in: 0...array.count, using: &generator)
        let upper = Int.random(in: lower...array.count, using: &generator)
        let new = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
          pool.randomElement(using: &generator)!
        }
        list.replaceSubrange(lower..<upper, with: new)
        array.replaceSubrange(lower..<upper, with: new)
      }
      #expect(list.count == array.count)
    }
    #expect(list.elementsEqual(array, by: ===))
    #expect(list.isIdentical(to: ElementList(array)))
  }
}

/// A small deterministic generator, so a failure repeats.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
@Suite("Element lists joined and compared")
struct ElementListJoinTests {
  @Test("a short list put before a long one shares the long one's chunks and reads in order")
  func shortBeforeLong() {
    let long = ElementList(elements(1_000, from: 10))
    var joined = ElementList(elements(3))
    joined.append(contentsOf: long)
    #expect(joined.map(\.id) == (elements(3) + elements(1_000, from: 10)).map(\.id))
    var changed = joined
    changed[500] = elements(1, from: 9_000)[0]
    #expect(changed.differingPositions(from: joined) == [500])
    changed.append(elements(1, from: 9_001)[0])
    changed.removeLast(40)
    #expect(changed.count == 964)
    #expect(changed.commonPrefixCount(with: joined) == 500)
  }

  @Test("joining lists of every shape reads as the arrays joined")
  func joins() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      var parts: [[Element]] = []
      var list = ElementList()
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let part = elements(Int.random(in: 0...100, using: &generator), from: parts.count * 1_000)
        var piece = ElementList(part)
        let trimmed = Int.random(in: 0...min(5, part.count), using: &generator)
        piece.removeLast(trimmed)
        parts.append(Array(part.dropLast(trimmed)))
        list.append(contentsOf: piece)
      }
      let array = parts.flatMap { $0 }
      #expect(list.elementsEqual(array, by: ===))
      #expect(list.indices.allSatisfy { list[$0] === array[$0] })
      #expect(list.commonPrefixCount(with: ElementList(array)) == array.count)
    }
  }
}
