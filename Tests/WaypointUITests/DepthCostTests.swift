import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

@Observable @MainActor
private final class DeepModel {
  var path: [Int]
  var isShowingSheet = false
  var selection = 0
  init(depth: Int) { path = Array(1...depth) }
}

private struct Level: View {
  let level: Int
  var body: some View {
    VStack {
      Text("Level \(level)")
      NavigationLink("Next", value: level + 1)
    }
    .navigationTitle("Level \(level)")
  }
}

private struct DeepStack: View {
  let model: DeepModel
  var body: some View {
    @Bindable var model = model
    NavigationStack(path: $model.path) {
      Text("Root").navigationDestination(for: Int.self) { Level(level: $0) }
    }
    .sheet(isPresented: $model.isShowingSheet) {
      NavigationStack { Text("Sheet").navigationTitle("Sheet") }
    }
  }
}

private struct DeepTabs: View {
  let model: DeepModel
  let depth: Int
  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.selection) {
      ForEach(0..<3, id: \.self) { index in
        Tab("Tab \(index)", systemImage: "circle", value: index) { TabStack(depth: depth) }
      }
    }
  }
}

/// A tab's own stack, `depth` screens deep.
private struct TabStack: View {
  @State private var path: [Int]
  init(depth: Int) { _path = State(initialValue: Array(1...depth)) }
  var body: some View {
    NavigationStack(path: $path) {
      Text("Root").navigationDestination(for: Int.self) { Level(level: $0) }
    }
  }
}

private struct DeepSplit: View {
  let model: DeepModel
  var body: some View {
    @Bindable var model = model
    NavigationSplitView {
      List(0..<5, id: \.self) { Text("Item \($0)") }
    } detail: {
      NavigationStack(path: $model.path) {
        Text("Detail").navigationDestination(for: Int.self) { Level(level: $0) }
      }
    }
  }
}

/// The work one change caused: bodies evaluated, nodes updated and elements made anew.
private struct Work: Equatable {
  var bodies: Int
  var nodes: Int
  var elements: Int
}

@MainActor
private func work(in host: ViewHost, _ change: () throws -> Void) rethrows -> Work {
  let reader = host.runtime.makeChangeReader()
  _ = reader.takeChanges()
  host.resetEvaluationCount()
  let updates = host.runtime.graph.nodeUpdateCount
  try change()
  host.flush()
  return Work(
    bodies: host.evaluations.total, nodes: host.runtime.graph.nodeUpdateCount - updates,
    elements: reader.takeChanges().count)
}

@MainActor
@Suite("Cost does not grow with depth")
struct DepthCostTests {
  @Test("a push and a pop cause the same work on a stack 1,000 deep as on one 10 deep")
  func pushAndPop() throws {
    func pushAndPop(depth: Int) throws -> [Work] {
      let model = DeepModel(depth: depth)
      let host = ViewHost(DeepStack(model: model))
      let push = try work(in: host) { try host.tap("Next") }
      #expect(host.navigationTitle == "Level \(depth + 1)")
      let pop = try work(in: host) { try host.back() }
      #expect(host.navigationTitle == "Level \(depth)")
      return [push, pop]
    }
    #expect(try pushAndPop(depth: 1_000) == pushAndPop(depth: 10))
  }

  @Test("presenting and dismissing a sheet cause the same work over a stack 1,000 deep")
  func sheet() {
    func presentAndDismiss(depth: Int) -> [Work] {
      let model = DeepModel(depth: depth)
      let host = ViewHost(DeepStack(model: model))
      let present = work(in: host) { model.isShowingSheet = true }
      #expect(host.presentations.count == 1)
      let dismiss = work(in: host) { model.isShowingSheet = false }
      return [present, dismiss]
    }
    #expect(presentAndDismiss(depth: 1_000) == presentAndDismiss(depth: 10))
  }

  @Test("switching tabs causes the same work when the tabs' stacks are 1,000 deep")
  func tabSwitch() {
    func switchTabs(depth: Int) -> [Work] {
      let model = DeepModel(depth: depth)
      let host = ViewHost(DeepTabs(model: model, depth: depth))
      #expect(host.diagnostics.isEmpty)
      for tab in [1, 2, 0] {
        model.selection = tab
        host.flush()
      }
      return [1, 2, 0].map { tab in work(in: host) { model.selection = tab } }
    }
    #expect(switchTabs(depth: 1_000) == switchTabs(depth: 10))
  }

  @Test("a width switch causes the same work with a detail stack 1,000 deep, and runs no body")
  func widthSwitch() {
    func switchWidth(depth: Int) -> [Work] {
      let host = ViewHost(DeepSplit(model: DeepModel(depth: depth)))
      return [UserInterfaceSizeClass.compact, .regular, .compact].map { sizeClass in
        work(in: host) { host.horizontalSizeClass = sizeClass }
      }
    }
    let deep = switchWidth(depth: 1_000)
    #expect(deep == switchWidth(depth: 10))
    #expect(deep.allSatisfy { $0.bodies == 0 }, "\(deep)")
  }
}
