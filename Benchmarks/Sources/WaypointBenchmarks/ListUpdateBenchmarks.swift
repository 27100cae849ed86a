import Waypoint

@Observable @MainActor
final class RowModel: Identifiable {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

struct ModelRow: View {
  let model: RowModel
  var body: some View { Text(model.title) }
}

struct ModelList: View {
  let models: [RowModel]
  var body: some View {
    List(models) { ModelRow(model: $0) }
  }
}

struct Row: Identifiable, Equatable {
  let id: Int
  var title: String
}

struct BindingRow: View {
  @Binding var row: Row
  var body: some View {
    TextField("Row \(row.id)", text: $row.title)
  }
}

struct BindingList: View {
  @State var rows: [Row]
  var body: some View {
    List($rows) { $row in BindingRow(row: $row) }
  }
}

/// Building a 10,000-row list against changing one of its rows, in the two ways the issue
/// names: (a) a per-row `@Observable` model, (b) an element of the parent's `@State` array
/// changed through `$rows[i]`. Each change includes the flush and the semantic tree update.
@MainActor
enum ListUpdateBenchmarks {
  static let rowCount = 10_000

  static func comparisons() -> [Comparison] {
    [observableRowChange(), bindingRowChange()]
  }

  static func observableRowChange() -> Comparison {
    let models = (0..<rowCount).map { RowModel(id: $0, title: "Row \($0)") }
    let runtime = ViewRuntime(ModelList(models: models))
    var counter = 0
    return Comparison(
      name: "(a) one @Observable row of 10,000 / full build",
      subject: Benchmark(name: "change one row model, flush", operations: 1) {
        counter += 1
        models[rowCount / 2].title = "Changed \(counter)"
        runtime.flush()
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        let fresh = ViewRuntime(ModelList(models: models))
        consume(fresh.elements)
      },
      target: 0.01)
  }

  static func bindingRowChange() -> Comparison {
    let rows = (0..<rowCount).map { Row(id: $0, title: "") }
    let runtime = ViewRuntime(BindingList(rows: rows))
    let field = runtime.elements.flatMap(\.allElements).first {
      $0.label == "Row 5000" && $0.actions.contains(.setText)
    }
    var counter = 0
    return Comparison(
      name: "(b) one $rows[i] row of 10,000 / full build",
      subject: Benchmark(name: "change one row through its binding, flush", operations: 1) {
        counter += 1
        guard let field else { throw BenchmarkFailure.missingElement("Row 5000") }
        try runtime.perform(.setText("typed \(counter)"), on: field)
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        let fresh = ViewRuntime(BindingList(rows: rows))
        consume(fresh.elements)
      },
      target: 0.01)
  }
}
