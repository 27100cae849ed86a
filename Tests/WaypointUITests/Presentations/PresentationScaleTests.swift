import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// A stack `depth` screens deep whose top screen presents a sheet.
private struct DeepPresenter: View {
  let depth: Int
  @State private var path: [Int]

  init(depth: Int) {
    self.depth = depth
    _path = State(initialValue: Array(1...depth))
  }

  var body: some View {
    NavigationStack(path: $path) {
      Text("Root")
        .navigationDestination(for: Int.self) { PresentingScreen(level: $0) }
    }
  }
}

private struct PresentingScreen: View {
  let level: Int
  @State private var shows = false
  var body: some View {
    Button("Open \(level)") { shows = true }
      .navigationTitle("Level \(level)")
      .sheet(isPresented: $shows) { SheetContent() }
  }
}

private struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View { Button("Close") { dismiss() } }
}

@MainActor
@Suite("Presentations at scale")
struct PresentationScaleTests {
  /// The node updates of presenting then dismissing a sheet from the top of a stack `depth` deep.
  private func cost(depth: Int) throws -> (present: Int, dismiss: Int, bodies: Int) {
    let host = ViewHost(DeepPresenter(depth: depth))
    let graph = host.runtime.graph
    host.resetEvaluationCount()
    let before = graph.nodeUpdateCount
    try host.tap("Open \(depth)")
    let presented = graph.nodeUpdateCount - before
    #expect(host.presentations.map(\.kind) == [.sheet])
    let beforeDismiss = graph.nodeUpdateCount
    try host.tap("Close")
    #expect(host.presentations.isEmpty)
    return (presented, graph.nodeUpdateCount - beforeDismiss, host.evaluations.total)
  }

  @Test("presenting and dismissing a sheet costs the same over a stack 10 or 500 screens deep")
  func independentOfDepth() throws {
    let shallow = try cost(depth: 10)
    let deep = try cost(depth: 500)
    #expect(shallow.present == deep.present, "present: \(shallow) vs \(deep)")
    #expect(shallow.dismiss == deep.dismiss, "dismiss: \(shallow) vs \(deep)")
    #expect(shallow.bodies == deep.bodies)
    #expect(deep.bodies <= 3, "the presenter, the sheet's content, the presenter again")
  }
}
