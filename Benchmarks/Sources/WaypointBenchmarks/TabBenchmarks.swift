import Waypoint

@Observable @MainActor
final class TabsModel {
  var selection = 0
}

/// Five tabs, each a stack twenty screens deep over a 1,000-row list (or as deep and as long
/// as asked).
struct FiveDeepTabs: View {
  let model: TabsModel
  var tabs = 5
  var rows = 1_000
  /// Each tab's path; made once, as an app's model would hold it.
  let path: [Int]

  init(model: TabsModel, tabs: Int = 5, depth: Int = 20, rows: Int = 1_000) {
    self.model = model
    self.tabs = tabs
    self.rows = rows
    path = Array(1...depth)
  }

  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.selection) {
      ForEach(0..<tabs, id: \.self) { index in
        Tab("Tab \(index)", systemImage: "circle", value: index) {
          DeepListTab(index: index, rows: rows, path: path)
        }
      }
    }
  }
}

struct DeepListTab: View {
  let index: Int
  let rows: Int
  @State var path: [Int]

  var body: some View {
    NavigationStack(path: $path) {
      List(0..<rows, id: \.self) { row in Text("Row \(row)") }
        .navigationTitle("Tab \(index)")
        .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
    }
  }
}

/// Switching among five such tabs against building one: a switch shows a tab already made, so
/// it must cost a small part of building one (target: under 5%). And a switch must cost the same
/// whatever the depth of the tabs' stacks and the length of their lists (target: within 1.1x).
/// Each side reads the scene's navigation state after its update, as a renderer does, so the
/// state's upkeep is counted.
@MainActor
enum TabBenchmarks {
  static func comparisons() -> [Comparison] {
    let build = Benchmark(name: "build one tab", operations: 1) {
      let runtime = ViewRuntime(FiveDeepTabs(model: TabsModel(), tabs: 1))
      consume(runtime.elements)
      consume(runtime.scenes.first?.navigationState)
    }
    return [
      Comparison(
        name: "tab switch (5 tabs, stacks 20 deep, 1,000 rows) / build one tab",
        subject: switchTab(), baseline: build, target: 0.05),
      Comparison(
        name: "tab switch, stacks 1,000 deep / 10 deep",
        subject: switchTab(depth: 1_000, rows: 100), baseline: switchTab(depth: 10, rows: 100),
        target: 1.1),
      Comparison(
        name: "tab switch, tabs of 10,000 rows / 100 rows",
        subject: switchTab(depth: 1, rows: 10_000), baseline: switchTab(depth: 1, rows: 100),
        target: 1.1),
    ]
  }

  /// Selecting the next of five tabs, each already shown once.
  static func switchTab(depth: Int = 20, rows: Int = 1_000) -> Benchmark {
    let model = TabsModel()
    let runtime = ViewRuntime(FiveDeepTabs(model: model, depth: depth, rows: rows))
    return Benchmark(name: "switch to the next of 5 tabs", operations: 1, warmUpRuns: 5) {
      model.selection = (model.selection + 1) % 5
      runtime.flush()
      consume(runtime.elements)
      consume(runtime.scenes.first?.navigationState)
    }
  }
}
