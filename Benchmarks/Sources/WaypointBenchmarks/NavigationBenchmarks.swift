import Waypoint

@Observable @MainActor
final class StackModel {
  var path = NavigationPath()
}

struct LevelScreen: View {
  let level: Int
  var body: some View {
    VStack {
      Text("Level \(level)")
      NavigationLink("Next", value: level + 1)
    }
    .navigationTitle("Level \(level)")
  }
}

struct DeepStack: View {
  let model: StackModel
  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      LevelScreen(level: 0)
        .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
    }
  }
}

/// Push and pop on stacks already 10, 100 and 1,000 screens deep: the cost per push and pop
/// must not grow with the depth (target: 1,000 deep within 1.1x of 10 deep), also when the
/// scene's navigation state is read after each update, as renderers and tests read it.
@MainActor
enum NavigationBenchmarks {
  static func comparisons() -> [Comparison] {
    [
      comparison(deep: 100), comparison(deep: 1_000),
      Comparison(
        name: "push + pop, reading the navigation state, at depth 1000 / at depth 10",
        subject: pushAndPop(depth: 1_000, readsState: true),
        baseline: pushAndPop(depth: 10, readsState: true), target: 1.1),
    ]
  }

  /// With `readsState`, each update's navigation state is read, as a renderer or a test does.
  static func pushAndPop(depth: Int, readsState: Bool = false) -> Benchmark {
    let model = StackModel()
    for level in 1...depth { model.path.append(level) }
    let runtime = ViewRuntime(DeepStack(model: model))
    return Benchmark(name: "push + pop at depth \(depth)", operations: 2) {
      model.path.append(depth + 1)
      runtime.flush()
      if readsState { consume(runtime.scenes.first?.navigationState) }
      model.path.removeLast()
      runtime.flush()
      if readsState { consume(runtime.scenes.first?.navigationState) }
      consume(runtime.elements)
    }
  }

  static func comparison(deep: Int) -> Comparison {
    Comparison(
      name: "push + pop at depth \(deep) / at depth 10",
      subject: pushAndPop(depth: deep), baseline: pushAndPop(depth: 10), target: 1.1)
  }
}
