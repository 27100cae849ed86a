import TestSupport
import Testing
import WaypointCore

@testable import WaypointRuntime

@MainActor
@Suite("What only some nodes keep")
struct NodeExtrasTests {
  @Test("extras keep no element reuse until one is used, and keep the one they made")
  func reuseMadeWhenUsed() {
    let extras = NodeExtras()
    // A text carrying attributes or a view with `onAppear` has extras and maps nothing: a
    // 112-byte heap block (with a view's dynamic-property slots and a long list's assembled
    // output), where the reuse inline and two optional flush numbers made 176.
    #expect(heapBlockBytes(of: extras) <= 104)
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

  @Test("a node keeps dynamic-property slots and an assembled output only in its extras")
  func nodeWithoutRareStorage() {
    let graph = ViewGraph(diagnostics: DiagnosticLog())
    let node = ViewNode(
      view: EmptyView(), graph: graph, parent: nil, key: .index(0),
      environment: EnvironmentValues())
    // 184 bytes where the slots and the assembled output inline made 200, and 168 since an
    // output's elements are one reference: every open tab pays a node's size for each view it
    // shows.
    #expect(heapBlockBytes(of: node) <= 168)
    #expect(node.slots.isEmpty && node.assembled == nil && node.storedExtras == nil)
    node.slots = [nil, nil]
    #expect(node.slots.count == 2 && node.storedExtras != nil)
    node.slots[1] = node
    #expect(node.slots[1] === node)
    node.slots = []
  }
}
