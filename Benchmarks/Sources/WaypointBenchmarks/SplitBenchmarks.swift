import Waypoint

@Observable @MainActor
final class SplitModel {
  var category: Int? = 3
  var item: Int? = 500
  var path: [Int]

  init(depth: Int = 10) { path = Array(1...depth) }
}

/// Three columns: ten categories, 1,000 items of the chosen one, and the chosen item with a
/// stack of ten screens pushed on it.
struct ThreeColumns: View {
  let model: SplitModel

  var body: some View {
    @Bindable var model = model
    NavigationSplitView {
      List(0..<10, id: \.self, selection: $model.category) { category in
        NavigationLink("Category \(category)", value: category)
      }
      .navigationTitle("Categories")
    } content: {
      List(0..<1_000, id: \.self, selection: $model.item) { item in
        NavigationLink(value: item) {
          HStack {
            Text("Item \(item)")
            Spacer()
            Text("\(item % 60) min")
          }
        }
      }
      .navigationTitle("Category \(model.category ?? 0)")
    } detail: {
      NavigationStack(path: $model.path) {
        Text("Item \(model.item ?? 0)")
          .navigationTitle("Item")
          .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
      }
    }
  }
}

/// Switching a three-column view between compact and regular width against building it once:
/// a switch keeps every column's content, so it must cost a small part of a build (target:
/// under 10%), and the same whatever the depth of the detail's stack (target: within 1.1x).
@MainActor
enum SplitBenchmarks {
  static func switchWidth(depth: Int = 10) -> Benchmark {
    let model = SplitModel(depth: depth)
    let runtime = ViewRuntime(ThreeColumns(model: model))
    var compact = false
    return Benchmark(name: "compact ↔ regular, one switch", operations: 1, warmUpRuns: 2) {
      compact.toggle()
      runtime.horizontalSizeClass = compact ? .compact : .regular
      runtime.flush()
      consume(runtime.elements)
    }
  }

  static func comparisons() -> [Comparison] {
    let build = Benchmark(name: "build the three columns once", operations: 1) {
      let runtime = ViewRuntime(ThreeColumns(model: SplitModel()))
      runtime.flush()
      consume(runtime.elements)
    }
    return [
      Comparison(
        name: "split view width switch (1,000 rows, detail 10 deep) / build",
        subject: switchWidth(), baseline: build, target: 0.1),
      Comparison(
        name: "split view width switch, detail 1,000 deep / 10 deep",
        subject: switchWidth(depth: 1_000), baseline: switchWidth(depth: 10), target: 1.1),
    ]
  }
}
