import Waypoint

@Observable @MainActor
final class TabsModel {
  var selection = 0
}

/// Five tabs, each a stack twenty screens deep over a 1,000-row list.
struct FiveDeepTabs: View {
  let model: TabsModel
  var tabs = 5

  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.selection) {
      ForEach(0..<tabs, id: \.self) { index in
        Tab("Tab \(index)", systemImage: "circle", value: index) { DeepListTab(index: index) }
      }
    }
  }
}

struct DeepListTab: View {
  let index: Int
  @State private var path = Array(1...20)

  var body: some View {
    NavigationStack(path: $path) {
      List(0..<1_000, id: \.self) { row in Text("Row \(row)") }
        .navigationTitle("Tab \(index)")
        .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
    }
  }
}

/// Switching among five such tabs against building one: a switch shows a tab already made, so
/// it must cost a small part of building one (target: under 5%).
@MainActor
enum TabBenchmarks {
  static func comparisons() -> [Comparison] {
    let model = TabsModel()
    let runtime = ViewRuntime(FiveDeepTabs(model: model))
    let switchTab = Benchmark(name: "switch to the next of 5 tabs", operations: 1, warmUpRuns: 5) {
      model.selection = (model.selection + 1) % 5
      runtime.flush()
      consume(runtime.elements)
    }
    let build = Benchmark(name: "build one tab", operations: 1) {
      let runtime = ViewRuntime(FiveDeepTabs(model: TabsModel(), tabs: 1))
      consume(runtime.elements)
    }
    return [
      Comparison(
        name: "tab switch (5 tabs, stacks 20 deep, 1,000 rows) / build one tab",
        subject: switchTab, baseline: build, target: 0.05)
    ]
  }
}
