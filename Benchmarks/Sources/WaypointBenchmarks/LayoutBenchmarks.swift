import Waypoint

/// A list of 10,000 rows, and a button that changes one of them to another title of the same
/// length.
struct LaidOutList: View {
  @State var rows: [Row]
  var body: some View {
    List {
      Button("Change row 5000") {
        rows[5_000].title = rows[5_000].title == "Row a" ? "Row b" : "Row a"
      }
      ForEach(rows) { TitleRow(row: $0) }
    }
  }
}

/// The layout pass's cost: one row changed among 10,000 must cost a small part of laying all of
/// them out (target: under 1%), and laying a scene out after an update is compared with the
/// update itself.
@MainActor
enum LayoutBenchmarks {
  static func comparisons() -> [Comparison] {
    [oneRowChanged(), layoutPerUpdate()]
  }

  static var rows: [Row] { (0..<10_000).map { Row(id: $0, title: "Row \($0)") } }

  /// The runtime, laid out once, and its button.
  static func laidOut() -> (ViewRuntime, Element?) {
    let runtime = ViewRuntime(LaidOutList(rows: rows))
    runtime.layOut()
    let button = runtime.elements.flatMap(\.allElements).first {
      $0.label == "Change row 5000" && $0.actions.contains(.tap)
    }
    return (runtime, button)
  }

  /// Taps the button, which changes a row, and lays the scene out.
  static func changeAndLayOut(_ runtime: ViewRuntime, _ button: Element?) -> Benchmark {
    Benchmark(name: "change a row, flush, lay out", operations: 1) {
      guard let button else { throw BenchmarkFailure.missingElement("Change row 5000") }
      try runtime.perform(.tap, on: button)
      runtime.layOut()
    }
  }

  static func oneRowChanged() -> Comparison {
    let (runtime, button) = laidOut()
    return Comparison(
      name: "layout: one row changed of 10,000 / laying out 10,000 rows",
      subject: changeAndLayOut(runtime, button),
      baseline: Benchmark(name: "lay out 10,000 rows afresh", operations: 1) {
        // New metrics: every element is measured and placed again.
        runtime.textMetrics = EstimatedTextMetrics()
        runtime.layOut()
      },
      target: 0.01)
  }

  static func layoutPerUpdate() -> Comparison {
    let (runtime, button) = laidOut()
    return Comparison(
      name: "layout: an update laid out / the update alone (10,000 rows)",
      subject: changeAndLayOut(runtime, button),
      baseline: Benchmark(name: "change a row, flush", operations: 1) {
        guard let button else { throw BenchmarkFailure.missingElement("Change row 5000") }
        try runtime.perform(.tap, on: button)
      },
      target: 2)
  }
}
