import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

@MainActor
@Suite("The elements of links")
struct LinkElementTests {
  @Test("a link with a value shows the element its node keeps, with the value as its tag")
  func oneElementPerLink() throws {
    let host = ViewHost(
      NavigationStack {
        List(0..<20, id: \.self) { item in
          NavigationLink("Item \(item)", value: item)
        }
        .navigationDestination(for: Int.self) { Text("Detail \($0)") }
      })
    let shown = host.tree.flatMap(\.allElements).filter { $0.role == .link }
    #expect(shown.count == 20)
    var kept: [Element] = []
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    while let node = nodes.popLast() {
      if node.typeName.hasPrefix("NavigationLink"), let element = node.previousElement {
        kept.append(element)
      }
      nodes += node.children
    }
    // A tagged copy of each link's element would be a second object per link, every tab
    // keeping both.
    #expect(kept.count == 20)
    #expect(kept.allSatisfy { element in shown.contains { $0 === element } })
    #expect(Set(shown.compactMap { $0.tag?.value as? Int }) == Set(0..<20))
  }
}
