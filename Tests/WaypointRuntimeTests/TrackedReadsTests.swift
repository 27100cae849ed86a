import Observation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

@Observable @MainActor
private final class Pantry {
  var stock = 3
  var isOpen = true
}

/// Reads the pantry's stock, and is evaluated again whenever its own state changes.
private struct StockLabel: View {
  let pantry: Pantry
  @State private var taps = 0
  var body: some View {
    Button("Stock \(pantry.stock), tapped \(taps)") { taps += 1 }
  }
}

/// Shows the label only while the pantry is open, a toggle that the pantry does not track.
private struct Shelf: View {
  let pantry: Pantry
  @State private var showsLabel = true
  var body: some View {
    VStack {
      Button("Hide") { showsLabel = false }
      if showsLabel { StockLabel(pantry: pantry) }
    }
  }
}

@MainActor
@Suite("A node's tracked reads")
struct TrackedReadsTests {
  /// How many invalidations a change to the pantry's stock sends, the screen settled after.
  private func invalidations(changingStockIn pantry: Pantry, of host: ViewHost) async -> Int {
    let before = host.runtime.graph.inbox.postCount
    pantry.stock += 1
    let after = host.runtime.graph.inbox.postCount
    await host.settle()
    return after - before
  }

  /// A type's first tracked read cannot be retired (nothing said yet that the type reads
  /// models, so it was not tied to its node's retirement): a shelf shown before makes the
  /// label's type known.
  private func knowLabelReadsModels() {
    _ = ViewHost(Shelf(pantry: Pantry()))
  }

  private func labels(_ host: ViewHost) -> [String] {
    host.tree.flatMap(\.allElements).map(\.label)
  }

  @Test("a node evaluated again for another reason keeps only its last evaluation's reads")
  func evaluatedAgain() async throws {
    knowLabelReadsModels()
    let pantry = Pantry()
    let host = ViewHost(Shelf(pantry: pantry))
    for count in 0..<5 {
      try host.tap("Stock \(pantry.stock), tapped \(count)")
    }
    #expect(await invalidations(changingStockIn: pantry, of: host) == 1)
    #expect(labels(host).contains("Stock 4, tapped 5"))
    // Still tracked after the change: the next one updates the label too.
    #expect(await invalidations(changingStockIn: pantry, of: host) == 1)
    #expect(labels(host).contains("Stock 5, tapped 5"))
  }

  @Test("a node that leaves the graph leaves none of its reads with the model")
  func leftTheGraph() async throws {
    knowLabelReadsModels()
    let pantry = Pantry()
    let host = ViewHost(Shelf(pantry: pantry))
    try host.tap("Stock 3, tapped 0")
    try host.tap("Hide")
    #expect(await invalidations(changingStockIn: pantry, of: host) == 0)
  }
}
