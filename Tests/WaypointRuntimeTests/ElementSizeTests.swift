import TestSupport
import Testing

@testable import WaypointRuntime

@MainActor
@Suite("An element's size")
struct ElementSizeTests {
  @Test("a role keeps its largest values out of line, and an element fits a 192-byte heap block")
  func elementSize() {
    #expect(MemoryLayout<Role>.size <= 25)
    let image = Element(id: ElementID(rawValue: 1), role: .image(.system("star")))
    #expect(image.role == .image(.system("star")), "an image's name is kept whole")
    // Every open tab pays this for each thing it shows: 248 (a 256-byte block), then 216 with
    // the attribute ends and a text's placed lines inline, 200 with a `Mutex` around its
    // geometry and a list of two references.
    let text = Element(id: ElementID(rawValue: 2), role: .text("Breakfast"))
    #expect(heapBlockBytes(of: text) <= 184)
  }
}

@MainActor
@Suite("What the navigation state keeps")
struct NavigationStateEntryTests {
  @Test("an entry keeps what its own element gives, not its subtree's: a 96-byte heap block")
  func entrySize() {
    let entry = NavigationStateKeeper.Entry(Element(id: ElementID(rawValue: 1), role: .section))
    // 208 bytes when every entry kept the front of its whole subtree inline.
    #expect(heapBlockBytes(of: entry) <= 88)
    #expect(entry.own == nil && entry.front.isEmpty)
  }
}
