import Testing

@testable import WaypointUI

@MainActor
@Suite("Derived elements are reused by input and variant")
struct ElementReuseTests {
  private func inputs(_ count: Int) -> [Element] {
    (0..<count).map { Element(id: ElementID(rawValue: $0), role: .text("\($0)")) }
  }

  /// One pass over `inputs`, each in its variant; returns the outputs and how many were made.
  private func pass(_ reuse: inout ElementReuse, _ inputs: [Element], variants: [Int])
    -> ([Element], made: Int)
  {
    var made = 0
    reuse.begin()
    let outputs = zip(inputs, variants).map { input, variant in
      reuse.derive(input, variant: variant) {
        made += 1
        return Element(id: input.id, role: input.role, attributes: [.bold(true)])
      }
    }
    reuse.commit()
    return (outputs, made)
  }

  @Test("the same inputs in the same variants are reused; a changed variant is made again")
  func variants() {
    var reuse = ElementReuse()
    let elements = inputs(4)
    let (first, madeFirst) = pass(&reuse, elements, variants: [0, 0, 0, 0])
    #expect(madeFirst == 4)
    let (second, madeSecond) = pass(&reuse, elements, variants: [0, 0, 0, 0])
    #expect(madeSecond == 0)
    #expect(zip(first, second).allSatisfy { $0 === $1 })
    // A variant other than 0 after zeros, then back: each change is made again, once.
    let (third, madeThird) = pass(&reuse, elements, variants: [0, 0, 1, 0])
    #expect(madeThird == 1)
    #expect(third[2] !== second[2] && third[3] === second[3])
    #expect(pass(&reuse, elements, variants: [0, 0, 1, 0]).made == 0)
    #expect(pass(&reuse, elements, variants: [0, 0, 0, 0]).made == 1)
    #expect(reuse.outputs.count == 4)
  }

  @Test("between passes a reuse keeps only the last pass: 72 bytes in its node, not 120")
  func sizeBetweenPasses() {
    // What a pass under way derives is boxed; nodes keep their reuse as long as they show.
    #expect(MemoryLayout<ElementReuse>.size <= 72)
    var reuse = ElementReuse()
    let elements = inputs(2)
    _ = pass(&reuse, elements, variants: [0, 0])
    #expect(pass(&reuse, elements, variants: [0, 0]).made == 0)
  }

  @Test("replacing one derived element keeps its variant for the next pass")
  func replace() {
    var reuse = ElementReuse()
    let elements = inputs(3)
    _ = pass(&reuse, elements, variants: [0, 0, 0])
    let output = Element(id: elements[1].id, role: .text("one"))
    reuse.replace(at: 1, input: elements[1], variant: 2, output: output)
    let (outputs, made) = pass(&reuse, elements, variants: [0, 2, 0])
    #expect(made == 0)
    #expect(outputs[1] === output)
  }
}
