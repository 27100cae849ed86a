import Waypoint

@Observable @MainActor
final class SheetModel {
  var path: [Int]
  var isShowingSheet = false

  init(depth: Int) { path = Array(1...depth) }
}

struct SheetOverStack: View {
  let model: SheetModel

  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      Text("Root")
        .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
    }
    .sheet(isPresented: $model.isShowingSheet) {
      NavigationStack {
        List(0..<20, id: \.self) { Text("Choice \($0)") }
          .navigationTitle("Sheet")
      }
    }
  }
}

/// Presenting and dismissing a sheet over a stack 1,000 screens deep against one 10 deep: the
/// screens beneath stay as they are, so the cost must not grow with the depth (target: 1.1x).
@MainActor
enum PresentationBenchmarks {
  static func comparisons() -> [Comparison] {
    [
      Comparison(
        name: "sheet present + dismiss over a stack 1,000 deep / 10 deep",
        subject: presentAndDismiss(depth: 1_000), baseline: presentAndDismiss(depth: 10),
        target: 1.1)
    ]
  }

  static func presentAndDismiss(depth: Int) -> Benchmark {
    let model = SheetModel(depth: depth)
    let runtime = ViewRuntime(SheetOverStack(model: model))
    return Benchmark(name: "present + dismiss at depth \(depth)", operations: 2) {
      model.isShowingSheet = true
      runtime.flush()
      consume(runtime.elements)
      model.isShowingSheet = false
      runtime.flush()
      consume(runtime.elements)
    }
  }
}
