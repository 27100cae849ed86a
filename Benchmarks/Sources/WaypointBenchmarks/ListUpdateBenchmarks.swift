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
    return changeComparison(
      name: "(a) one @Observable row of 10,000 / full build", change: "change one row model",
      make: { ViewRuntime(ModelList(models: models)) },
      apply: { models[rowCount / 2].title = "Changed \($0)" })
  }

  static func bindingRowChange() -> Comparison {
    let rows = (0..<rowCount).map { Row(id: $0, title: "") }
    return interactionComparison(
      name: "(b) one $rows[i] row of 10,000 / full build",
      change: "change one row through its binding", label: "Row 5000", kind: .setText,
      make: { ViewRuntime(BindingList(rows: rows)) }, action: { .setText("typed \($0)") })
  }

  static func observableObjectRowChange() -> Comparison {
    let store = RowStore(rows: plainRows)
    return changeComparison(
      name: "(c) one ObservableObject row of 10,000 / full build",
      change: "change one published row", make: { ViewRuntime(StoreList(store: store)) },
      apply: { store.rows[rowCount / 2].title = "Changed \($0)" })
  }

  static func stateArrayRowChange() -> Comparison {
    let rows = plainRows
    return interactionComparison(
      name: "(d) one @State array row of 10,000 / full build",
      change: "a button changes one element", label: "Change row 5000", kind: .tap,
      make: { ViewRuntime(StateArrayList(rows: rows)) }, action: { _ in .tap })
  }

  static func bindingForEachRowChange() -> Comparison {
    let rows = plainRows
    return interactionComparison(
      name: "(e) one ForEach($rows) row of 10,000 in a VStack / full build",
      change: "change one row through its binding", label: "Row 5000", kind: .setText,
      make: { ViewRuntime(BindingStack(rows: rows)) }, action: { .setText("typed \($0)") })
  }

  static func selectableRowChange() -> Comparison {
    let rows = plainRows
    return interactionComparison(
      name: "(f) one @State array row of 10,000 in a List(selection:) / full build",
      change: "a button changes one element", label: "Change row 5000", kind: .tap,
      make: { ViewRuntime(SelectableList(rows: rows)) }, action: { _ in .tap })
  }

  /// A change made outside the views (`apply`, given a counter), then a flush, against
  /// building the views.
  static func changeComparison(
    name: String, change: String, make: @escaping () -> ViewRuntime,
    apply: @escaping (Int) -> Void
  ) -> Comparison {
    let runtime = make()
    var counter = 0
    return Comparison(
      name: name,
      subject: Benchmark(name: "\(change), flush", operations: 1) {
        counter += 1
        apply(counter)
        runtime.flush()
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) { consume(make().elements) },
      target: 0.01)
  }

  /// An action on the element labelled `label` that accepts `kind` (given a counter), against
  /// building the views.
  static func interactionComparison(
    name: String, change: String, label: String, kind: ElementAction.Kind,
    make: @escaping () -> ViewRuntime, action: @escaping (Int) -> ElementAction
  ) -> Comparison {
    let runtime = make()
    let element = runtime.elements.flatMap(\.allElements).first {
      $0.label == label && $0.actions.contains(kind)
    }
    var counter = 0
    return Comparison(
      name: name,
      subject: Benchmark(name: "\(change), flush", operations: 1) {
        counter += 1
        guard let element else { throw BenchmarkFailure.missingElement(label) }
        try runtime.perform(action(counter), on: element)
        consume(runtime.elements)
      },
      baseline: Benchmark(name: "build 10,000 rows", operations: 1) { consume(make().elements) },
      target: 0.01)
  }
}
