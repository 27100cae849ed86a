import Foundation
import WaypointCore

/// Runs a view hierarchy or an app: keeps its view graph, resolves it to semantic elements,
/// and takes interactions. Renderers and the test driver use this, and only this.
@MainActor
public final class ViewRuntime {
  let graph: ViewGraph
  private var root: Node?
  private var rootEnvironment = EnvironmentValues()
  private let makeRoot: (ViewRuntime) -> Node

  /// Where this runtime's diagnostics are collected.
  public let diagnosticLog: DiagnosticLog

  /// Called after an update the host did not ask for (a task or a model changed state).
  public var onUpdate: (@MainActor () -> Void)?

  /// Creates a runtime for `content` and evaluates it.
  public init<Content: View>(_ content: Content, diagnostics: DiagnosticLog = DiagnosticLog()) {
    diagnosticLog = diagnostics
    graph = ViewGraph(diagnostics: diagnostics)
    makeRoot = { runtime in
      ViewNode(
        view: content, graph: runtime.graph, parent: nil, key: .index(0),
        environment: runtime.rootEnvironment)
    }
    start()
  }

  /// Creates a runtime for the first window of `app` and evaluates it.
  public init<A: App>(app: A, diagnostics: DiagnosticLog = DiagnosticLog()) {
    diagnosticLog = diagnostics
    graph = ViewGraph(diagnostics: diagnostics)
    makeRoot = { runtime in
      ViewNode(
        view: AppContent(app: app), graph: runtime.graph, parent: nil, key: .index(0),
        environment: runtime.rootEnvironment)
    }
    start()
  }

  private func start() {
    graph.onScheduledUpdate = { [weak self] in self?.onUpdate?() }
    withContext {
      let node = makeRoot(self)
      root = node
      graph.rootNode = node
      node.mount()
    }
    flush()
  }

  /// Runs `body` with this runtime's diagnostics log and animation recording in place.
  private func withContext<T>(_ body: () throws -> T) rethrows -> T {
    let previous = ViewGraph.current
    ViewGraph.current = graph
    defer { ViewGraph.current = previous }
    return try DiagnosticLog.$current.withValue(diagnosticLog) { try body() }
  }

  /// The top-level elements of the hierarchy, as of the last flush.
  public var elements: [Element] {
    root?.output.elements ?? []
  }

  /// The upward values of the whole hierarchy, for tests of the graph.
  var rootOutputForTesting: PreferenceValues {
    root?.output.preferences ?? PreferenceValues()
  }

  /// Evaluates everything that changed and runs the lifecycle events that produced.
  public func flush() {
    graph.flush(resolving: root)
  }

  /// Delivers `action` to `element`, then flushes.
  public func perform(_ action: ElementAction, on element: Element) throws(InteractionError) {
    guard element.actions.contains(action.kind), let target = element.target else {
      throw .actionNotAccepted(action, element: element.summary)
    }
    guard element.isEnabled else { throw .disabled(element: element.summary) }
    withContext { target.perform(action) }
    flush()
  }

  /// Delivers a URL to the `onOpenURL` handlers, deepest first, then flushes.
  public func open(_ url: URL) {
    let handlers = root?.output.preferences[OpenURLHandlersKey.self] ?? []
    withContext {
      for handler in handlers { handler.action(url) }
    }
    flush()
  }

  /// The ids of elements created or changed since the last call.
  public func takeChangedElementIDs() -> Set<ElementID> {
    graph.takeChangedElementIDs()
  }

  /// Every distinct diagnostic raised so far.
  public var diagnostics: [Diagnostic] { diagnosticLog.diagnostics }

  // MARK: Environment the host controls

  /// The horizontal size class the hierarchy sees (regular unless the host says otherwise).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { rootEnvironment.horizontalSizeClass }
    set { changeEnvironment { $0.horizontalSizeClass = newValue } }
  }

  /// The color scheme the hierarchy sees.
  public var colorScheme: ColorScheme {
    get { rootEnvironment.colorScheme }
    set { changeEnvironment { $0.colorScheme = newValue } }
  }

  /// The scene phase the hierarchy sees.
  public var scenePhase: ScenePhase {
    get { rootEnvironment.scenePhase }
    set { changeEnvironment { $0.scenePhase = newValue } }
  }

  private func changeEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    change(&rootEnvironment)
    withContext { root?.receiveEnvironment(rootEnvironment) }
    flush()
  }

  // MARK: Measuring

  /// How many bodies have been evaluated since the runtime started.
  public var evaluationCount: Int { graph.evaluationCount }

  /// How many times each view type's body has been evaluated, by type name.
  public var evaluationsByType: [String: Int] { graph.evaluationsByType }

  /// The animation of the most recent `withAnimation`, if any.
  public var lastAnimation: Animation? { graph.lastAnimation }

  // MARK: Tasks

  /// Descriptions of the tasks (`.task`) still running.
  public var runningTaskNames: [String] { graph.runningTaskNames }

  /// Flushes and lets tasks run until nothing is dirty and every task has finished or stayed
  /// suspended for several turns of the main actor.
  public func settle() async {
    var quietTurns = 0
    while quietTurns < 8 {
      flush()
      if !graph.hasRunningTasks && !graph.hasPendingWork { return }
      let before = (graph.taskActivity, graph.evaluationCount)
      await Task.yield()
      flush()
      let after = (graph.taskActivity, graph.evaluationCount)
      quietTurns = before == after && !graph.hasPendingWork ? quietTurns + 1 : 0
    }
  }

  /// Flushes and waits until every task has finished; throws, naming the tasks still running,
  /// when that takes longer than `timeout`.
  public func settle(timeout: Duration) async throws(SettleTimeoutError) {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      flush()
      if !graph.hasRunningTasks && !graph.hasPendingWork { return }
      if clock.now >= deadline { throw SettleTimeoutError(pendingTasks: graph.runningTaskNames) }
      await Task.yield()
      if graph.hasRunningTasks && !graph.hasPendingWork {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }
}

/// Why an interaction could not be delivered.
public enum InteractionError: Error, Equatable, CustomStringConvertible {
  /// The element does not accept this kind of action.
  case actionNotAccepted(ElementAction, element: String)
  /// The element is disabled.
  case disabled(element: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .actionNotAccepted(let action, let element): "\(element) does not accept \(action)."
    case .disabled(let element): "\(element) is disabled."
    }
  }
}

/// `settle(timeout:)` ran out of time with tasks still running.
public struct SettleTimeoutError: Error, Equatable, CustomStringConvertible {
  /// The tasks still running, by where they were declared.
  public var pendingTasks: [String]

  /// A sentence naming the tasks.
  public var description: String {
    "Tasks still running after the timeout: \(pendingTasks.joined(separator: ", "))."
  }
}
