import TestSupport
import Testing

@testable import WaypointRuntime

@MainActor
@Suite("An element's size")
struct ElementSizeTests {
  @Test("a role keeps its largest values out of line, and an element fits a 208-byte heap block")
  func elementSize() {
    #expect(MemoryLayout<Role>.size <= 25)
    let image = Element(id: ElementID(rawValue: 1), role: .image(.system("star")))
    #expect(image.role == .image(.system("star")), "an image's name is kept whole")
    // Every open tab pays this for each thing it shows: 248 (a 256-byte block), then 216 with
    // the attribute ends and a text's placed lines inline.
    let text = Element(id: ElementID(rawValue: 2), role: .text("Breakfast"))
    #expect(heapBlockBytes(of: text) <= 200)
  }
}
