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

struct TitleRow: View {
  let row: Row
  var body: some View { Text(row.title) }
}

final class RowStore: ObservableObject {
  @Published var rows: [Row]
  init(rows: [Row]) { self.rows = rows }
}

struct StoreList: View {
  @ObservedObject var store: RowStore
  var body: some View {
    List(store.rows) { TitleRow(row: $0) }
  }
}

struct StateArrayList: View {
  @State var rows: [Row]
  var body: some View {
    List {
      Button("Change row 5000") {
        rows[5_000].title = rows[5_000].title == "a" ? "b" : "a"
      }
      ForEach(rows) { TitleRow(row: $0) }
    }
  }
}

struct SelectableList: View {
  @State var rows: [Row]
  @State var selection: Int? = 7
  var body: some View {
    VStack {
      Button("Change row 5000") {
        rows[5_000].title = rows[5_000].title == "a" ? "b" : "a"
      }
      List(rows, selection: $selection) { TitleRow(row: $0) }
    }
  }
}

struct BindingStack: View {
  @State var rows: [Row]
  var body: some View {
    VStack {
      ForEach($rows) { $row in BindingRow(row: $row) }
    }
  }
}

/// Building a 10,000-row list against changing one of its rows, in each way the issue names:
/// (a) a per-row `@Observable` model, (b) an element of the parent's `@State` array changed
/// through `$rows[i]`, (c) an `ObservableObject`'s published array, (d) a `@State` array changed
/// by a button, (e) `ForEach` over bindings outside a list. Each change includes the flush and
/// the semantic tree update. (f) is (d) in a list with a selection, whose rows carry their ids.
@MainActor
enum ListUpdateBenchmarks {
  static let rowCount = 10_000

  static func comparisons() -> [Comparison] {
    [
      observableRowChange(), bindingRowChange(), observableObjectRowChange(),
      stateArrayRowChange(), bindingForEachRowChange(), selectableRowChange(),
    ]
  }

  static var plainRows: [Row] { (0..<rowCount).map { Row(id: $0, title: "Row \($0)") } }

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

  static func observableObjectRowChange() -> Comparison {
    let store = RowStore(rows: plainRows)
    let runtime = ViewRuntime(StoreList(store: store))
    var counter = 0
    return Comparison(
      name: "(c) one ObservableObject row of 10,000 / full build",
      subject: Benchmark(name: "change one published row, flush", operations: 1) {
        counter += 1
        store.rows[rowCount / 2].title = "Changed \(counter)"
        runtime.flush()
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        consume(ViewRuntime(StoreList(store: store)).elements)
      },
      target: 0.01)
  }

  static func stateArrayRowChange() -> Comparison {
    let rows = plainRows
    let runtime = ViewRuntime(StateArrayList(rows: rows))
    let button = runtime.elements.flatMap(\.allElements).first {
      $0.label == "Change row 5000" && $0.actions.contains(.tap)
    }
    return Comparison(
      name: "(d) one @State array row of 10,000 / full build",
      subject: Benchmark(name: "a button changes one element, flush", operations: 1) {
        guard let button else { throw BenchmarkFailure.missingElement("Change row 5000") }
        try runtime.perform(.tap, on: button)
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        consume(ViewRuntime(StateArrayList(rows: rows)).elements)
      },
      target: 0.01)
  }

  static func bindingForEachRowChange() -> Comparison {
    let rows = plainRows
    let runtime = ViewRuntime(BindingStack(rows: rows))
    let field = runtime.elements.flatMap(\.allElements).first {
      $0.label == "Row 5000" && $0.actions.contains(.setText)
    }
    var counter = 0
    return Comparison(
      name: "(e) one ForEach($rows) row of 10,000 in a VStack / full build",
      subject: Benchmark(name: "change one row through its binding, flush", operations: 1) {
        counter += 1
        guard let field else { throw BenchmarkFailure.missingElement("Row 5000") }
        try runtime.perform(.setText("typed \(counter)"), on: field)
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        consume(ViewRuntime(BindingStack(rows: rows)).elements)
      },
      target: 0.01)
  }

  static func selectableRowChange() -> Comparison {
    let rows = plainRows
    let runtime = ViewRuntime(SelectableList(rows: rows))
    let button = runtime.elements.flatMap(\.allElements).first {
      $0.label == "Change row 5000" && $0.actions.contains(.tap)
    }
    return Comparison(
      name: "(f) one @State array row of 10,000 in a List(selection:) / full build",
      subject: Benchmark(name: "a button changes one element, flush", operations: 1) {
        guard let button else { throw BenchmarkFailure.missingElement("Change row 5000") }
        try runtime.perform(.tap, on: button)
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) {
        consume(ViewRuntime(SelectableList(rows: rows)).elements)
      },
      target: 0.01)
  }
}
