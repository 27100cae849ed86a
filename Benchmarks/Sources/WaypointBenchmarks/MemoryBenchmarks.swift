import CHeap
import Waypoint

/// What a 10,000-row list keeps in memory: the heap it takes, and the nodes and elements behind
/// it with the bytes of their objects. Reported, with no target.
@MainActor
enum MemoryBenchmarks {
  static let rowCount = 10_000

  static func report() {
    print("## memory: 10,000 rows")
    let models = (0..<rowCount).map { RowModel(id: $0, title: "Row \($0)") }
    measure("(a) @Observable rows, List(models)") { ViewRuntime(ModelList(models: models)) }
    let rows = (0..<rowCount).map { Row(id: $0, title: "") }
    measure("(b) text fields over $rows, List($rows)") { ViewRuntime(BindingList(rows: rows)) }
    measure("(d) text rows of a @State array") { ViewRuntime(StateArrayList(rows: rows)) }
  }

  private static func measure(_ name: String, _ make: () -> ViewRuntime) {
    let before = cheap_bytes_in_use()
    let runtime = make()
    let heap = Double(cheap_bytes_in_use()) - Double(before)
    let use = runtime.memoryUse { Int(cheap_usable_size(Unmanaged.passUnretained($0).toOpaque())) }
    let rows = Double(rowCount)
    print("   \(name)")
    print(
      "      heap per row \(Harness.format(heap / rows, digits: 0)) bytes; per row "
        + "\(Harness.format(Double(use.nodes) / rows, digits: 2)) nodes of "
        + "\(use.nodeBytes / max(use.nodes, 1)) bytes and "
        + "\(Harness.format(Double(use.elements) / rows, digits: 2)) elements of "
        + "\(use.elementBytes / max(use.elements, 1)) bytes")
    withExtendedLifetime(runtime) {}
  }
}
