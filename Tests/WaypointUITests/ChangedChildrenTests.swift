import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

private struct Row: View {
  let name: String
  var body: some View { Text(name) }
}

private struct Rows: View {
  var body: some View {
    VStack {
      Row(name: "A")
      Row(name: "B")
      Row(name: "C")
    }
  }
}

@MainActor
@Suite("Which children changed: kept only by a node that reads them")
struct ChangedChildrenTests {
  @Test("a node that does not read which children changed keeps none; one that does keeps each")
  func keptOnlyWhereRead() throws {
    let host = ViewHost(Rows())
    var pending = host.runtime.rootNode.map { [$0] } ?? []
    var parent: Node?
    while let node = pending.popLast() {
      if node.children.nodes.filter({ $0.typeName == "Row" }).count == 3 { parent = node }
      pending += node.children.nodes
    }
    let rows = try #require(parent)
    let second = try #require(Array(rows.children.nodes)[safe: 1])
    let graph = host.runtime.graph

    second.invalidateOutput()
    #expect(rows.changedChildren.isEmpty && graph.changedChildren.isEmpty)
    _ = rows.output

    rows.keepChangedChildren()
    second.invalidateOutput()
    #expect(rows.changedChildren == [1])
    _ = rows.output
    #expect(rows.changedChildren.isEmpty && graph.changedChildren.isEmpty)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
