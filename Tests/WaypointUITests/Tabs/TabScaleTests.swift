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
  @Test("a tab is made when first selected, its bodies only; switching back evaluates no tab")
  func switchCost() throws {
    let host = ViewHost(FiveTabs())
    #expect(host.navigationTitle == "Level 20")
    #expect(host.evaluations["DeepTab"] == 1, "only the selected tab is made at first")
    for tab in ["Tab 3", "Tab 1"] {
      host.resetEvaluationCount()
      try host.selectTab(tab)
      #expect(host.navigationTitle == "Level 20")
      // The new tab's own views: its root and the screens of its path; no other tab's.
      #expect(host.evaluations["DeepTab"] == 1, "\(tab): \(host.evaluations)")
      #expect(host.evaluations.total == 1 + 1 + 20, "\(tab): \(host.evaluations)")
    }
    for tab in ["Tab 0", "Tab 3", "Tab 1", "Tab 0"] {
      host.resetEvaluationCount()
      let updates = host.runtime.graph.nodeUpdateCount
      try host.selectTab(tab)
      #expect(host.navigationTitle == "Level 20")
      // A tab already made shows again without evaluating anything in it or in the others:
      // only the view owning the selection state runs, and finds its tabs unchanged.
      #expect(host.evaluations.total == 1, "\(tab): \(host.evaluations)")
      #expect(host.evaluations["FiveTabs"] == 1)
      let updated = host.runtime.graph.nodeUpdateCount - updates
      #expect(updated < 10, "\(tab): \(updated) nodes updated")
    }
  }
}
