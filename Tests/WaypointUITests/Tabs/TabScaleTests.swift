import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// The benchmark's shape: five tabs, each a stack twenty screens deep over a 1,000-row list.
private struct FiveTabs: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      ForEach(0..<5) { index in
        Tab("Tab \(index)", systemImage: "circle", value: index) { DeepTab(index: index) }
      }
    }
  }
}

private struct DeepTab: View {
  let index: Int
  @State private var path = Array(1...20)

  var body: some View {
    NavigationStack(path: $path) {
      List(0..<1_000, id: \.self) { row in Text("Row \(row)") }
        .navigationTitle("Tab \(index)")
        .navigationDestination(for: Int.self) { Level(level: $0) }
    }
  }
}

private struct Level: View {
  let level: Int
  var body: some View { Text("Level \(level)").navigationTitle("Level \(level)") }
}

@MainActor
@Suite("Tab views at scale")
struct TabScaleTests {
  @Test(
    "a switch among 5 tabs 20 deep over 1,000 rows evaluates no tab's body and updates few nodes")
  func switchCost() throws {
    let host = ViewHost(FiveTabs())
    #expect(host.navigationTitle == "Level 20")
    for tab in ["Tab 3", "Tab 1", "Tab 4", "Tab 0", "Tab 3"] {
      host.resetEvaluationCount()
      let updates = host.runtime.graph.nodeUpdateCount
      try host.selectTab(tab)
      #expect(host.navigationTitle == "Level 20")
      // Each tab was made once; showing it again evaluates nothing in it or in the others:
      // only the view owning the selection state runs, and finds its tabs unchanged.
      #expect(host.evaluations.total == 1, "\(tab): \(host.evaluations)")
      #expect(host.evaluations["FiveTabs"] == 1)
      let updated = host.runtime.graph.nodeUpdateCount - updates
      #expect(updated < 10, "\(tab): \(updated) nodes updated")
    }
  }
}
