import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime

@MainActor
@Suite("Layout inputs kept on elements")
struct LayoutEnvironmentSharingTests {
  @Test("a list's rows keep one object for the inputs their content is measured with")
  func rowsShareInputs() {
    let host = ViewHost(
      NavigationStack {
        List(0..<60, id: \.self) { item in
          NavigationLink("Item \(item)", value: item)
        }
      })
    host.layOut()
    var kept = Set<ObjectIdentifier>()
    var placed = 0
    for element in host.tree.flatMap(\.allElements) {
      guard let shared = element.geometry.withLock(\.environment) else { continue }
      placed += 1
      kept.insert(ObjectIdentifier(shared))
    }
    // 180 elements (a row, its link and the link's text for each item), each row's measured
    // alike: a handful of objects serve them all, where each row's content had one of its own.
    #expect(placed >= 180)
    #expect(kept.count < 10, "\(kept.count) objects for \(placed) elements")
  }
}
