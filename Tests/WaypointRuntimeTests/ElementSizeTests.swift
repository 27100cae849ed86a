import Testing

@testable import WaypointRuntime

@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int

@MainActor
@Suite("An element's size")
struct ElementSizeTests {
  @Test("a role keeps its largest values out of line, and an element fits a 224-byte heap block")
  func elementSize() {
    #expect(MemoryLayout<Role>.size <= 25)
    let image = Element(id: ElementID(rawValue: 1), role: .image(.system("star")))
    #expect(image.role == .image(.system("star")), "an image's name is kept whole")
    // Every open tab pays this for each thing it shows; 248 (a 256-byte block) before.
    let text = Element(id: ElementID(rawValue: 2), role: .text("Breakfast"))
    #expect(mallocUsableSize(Unmanaged.passUnretained(text).toOpaque()) <= 216)
  }
}
