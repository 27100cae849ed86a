import Testing

@testable import WaypointRuntime

@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int

@MainActor
@Suite("What only some nodes keep")
struct NodeExtrasTests {
  @Test("extras keep no element reuse until one is used, and keep the one they made")
  func reuseMadeWhenUsed() {
    let extras = NodeExtras()
    // A text carrying attributes or a view with `onAppear` has extras and maps nothing: a
    // 96-byte heap block, where the reuse inline and two optional flush numbers made 176.
    #expect(mallocUsableSize(Unmanaged.passUnretained(extras).toOpaque()) <= 88)
    #expect(extras.elementReuse.outputs.isEmpty)
    let element = Element(id: ElementID(rawValue: 1), role: .text("Kept"))
    extras.elementReuse.begin()
    _ = extras.elementReuse.derive(element) { element }
    extras.elementReuse.commit()
    #expect(extras.elementReuse.outputs.count == 1)
    #expect(extras.elementReuse.outputs.first === element)
    extras.dirtiedOffScreenInFlush = 0
    #expect(extras.dirtiedOffScreenInFlush == 0)
    extras.dirtiedOffScreenInFlush = nil
    #expect(extras.dirtiedOffScreenInFlush == nil && extras.caughtUpInFlush == nil)
  }
}
