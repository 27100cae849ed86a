import Observation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

@Observable @MainActor
private final class Counts {
  var values = Array(repeating: 0, count: 20)
}

private struct CountRow: View {
  let counts: Counts
  let index: Int
  var body: some View { Text("Row \(index): \(counts.values[index])") }
}

private struct CountRows: View {
  let counts: Counts
  let count: Int
  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { CountRow(counts: counts, index: $0) }
    }
  }
}

@MainActor
@Suite("A node's children's outputs")
struct ChildrenOutputTests {
  @Test(
    "a node of many children keeps their ranges to patch a change in; one of a few keeps none",
    arguments: [(3, false), (20, true)])
  func ranges(count: Int, keepsRanges: Bool) async throws {
    let counts = Counts()
    let host = ViewHost(CountRows(counts: counts, count: count))
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    var forEach: Node?
    while let node = nodes.popLast() {
      if node.children.count == count { forEach = node }
      nodes += node.children.nodes
    }
    let parent = try #require(forEach)
    #expect((parent.assembled != nil) == keepsRanges)
    let texts = {
      host.tree.flatMap(\.allElements).filter { if case .text = $0.role { true } else { false } }
    }
    let before = texts()
    counts.values[1] = 5
    await host.settle()
    let after = texts()
    #expect(after.map(\.label) == (0..<count).map { "Row \($0): \($0 == 1 ? 5 : 0)" })
    // Either way, only the changed row's element is new.
    #expect(zip(before, after).filter { $0 !== $1 }.count == 1)
    #expect((parent.assembled != nil) == keepsRanges)
  }
}
