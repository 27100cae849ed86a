import TestSupport
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// A container that keeps its content alive but can make it inactive, as a navigation stack
/// does with covered screens.
private struct ActivityGate<Content: View>: View {
  let isActive: Bool
  let content: Content
}

extension ActivityGate: PrimitiveView {
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    node.reconcile(makingNodes: true) { $0.add(content, key: .index(0)) }
    (node.children.first as? Node)?.setActive(isActive)
  }
}

@MainActor
private final class Log {
  var entries: [String] = []
}

@Observable @MainActor
private final class Source {
  var value = 0
}

private struct Covered: View {
  let log: Log
  let source: Source
  @State private var draft = ""
  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
      Text("Source \(source.value)")
    }
    .onAppear { log.entries.append("appear") }
    .onDisappear { log.entries.append("disappear") }
    .task {
      log.entries.append("task")
      do {
        try await Task.sleep(for: .seconds(3600))
      } catch {
        log.entries.append("task cancelled")
      }
    }
  }
}

private struct Screen: View {
  let log: Log
  let source: Source
  @State private var active = true
  var body: some View {
    VStack {
      Button("Switch") { active.toggle() }
      ActivityGate(isActive: active, content: Covered(log: log, source: source))
    }
  }
}

/// Publishes whether it sits inside a lazy container, as destinations will.
private struct LazinessKey: PreferenceKey {
  static let defaultValue: [Bool] = []
  static func reduce(value: inout [Bool], nextValue: () -> [Bool]) { value += nextValue() }
}

private struct ReportsLaziness: View {
  var body: some View {
    Text("probe").modifier(LazinessProbe())
  }
}

private struct LazinessProbe {}

extension LazinessProbe: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    output.preferences.set(LazinessKey.self, [node.environment.isInsideLazyContainer])
    return output
  }
}

@MainActor
@Suite("Mechanisms the navigation containers build on")
struct ContainerMechanismTests {
  @Test("an inactive subtree keeps its state, disappears, and is not evaluated until active")
  func inactiveSubtree() async throws {
    let log = Log()
    let source = Source()
    let host = ViewHost(Screen(log: log, source: source))
    await host.settle()
    try host.type("half-typed", into: "Draft")
    try host.tap("Switch")
    try await host.settle(timeout: Patience.forTasks)
    #expect(log.entries == ["appear", "task", "disappear", "task cancelled"])

    host.resetEvaluationCount()
    source.value = 1
    host.flush()
    #expect(host.evaluations["Covered"] == 0, "an inactive view is not evaluated")

    try host.tap("Switch")
    await host.settle()
    #expect(host.evaluations["Covered"] == 1, "it evaluates once when active again")
    #expect(host.render().contains(#"Text "Source 1""#))
    #expect(host.render().contains(#"TextField "Draft" = "half-typed""#))
    #expect(log.entries.suffix(2) == ["appear", "task"])
  }

  @Test("upward values say whether they came from inside a lazy container")
  func lazinessFlowsUp() {
    let host = ViewHost(
      VStack {
        ReportsLaziness()
        List { ReportsLaziness() }
        LazyVStack { ReportsLaziness() }
        ForEach(0..<1) { _ in ReportsLaziness() }
      })
    let root = host.runtime.rootOutputForTesting
    #expect(root[LazinessKey.self] == [false, true, true, true])
  }

  @Test("the host reports which elements changed since the last flush")
  func changedElements() throws {
    struct Two: View {
      @State private var left = 0
      var body: some View {
        HStack {
          Button("Left \(left)") { left += 1 }
          Text("Right")
        }
      }
    }
    let host = ViewHost(Two())
    let changes = host.runtime.makeChangeReader()
    let rightBefore = try #require(host.elements(labeled: "Right").first)
    try host.tap("Left 0")
    let changed = changes.takeChanges()
    let rightAfter = try #require(host.elements(labeled: "Right").first)
    #expect(rightBefore === rightAfter, "an unchanged element is the same object")
    #expect(!changed.contains(rightAfter.id))
    let button = try #require(host.elements(labeled: "Left 1").first)
    #expect(changed.contains(button.id))
  }
}
