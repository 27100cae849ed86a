extension View {
  /// Runs `action` after the update in which the view becomes visible, and again each time it
  /// comes back.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: action, disappear: nil))
  }

  /// Runs `action` after the update in which the view stops being visible.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(appear: nil, disappear: action))
  }

  /// Starts `action` as a task with `priority` once the view is visible, named `name` (else
  /// by its source location); the task is cancelled as soon as the view stops being visible.
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(
      TaskModifier(
        id: 0, priority: priority, action: action, name: name ?? "task at \(file):\(line)"))
  }

  /// Runs `action` as `task(name:priority:_:)` does, and whenever `value` changes while the
  /// view is visible, cancels the running task and starts `action` again.
  nonisolated public func task<T: Equatable>(
    id value: T, name: String? = nil, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(
      TaskModifier(
        id: value, priority: priority, action: action,
        name: name ?? "task(id:) at \(file):\(line)"))
  }

  /// After an update that finds `value` not `==` the last one, calls `action` with the old and
  /// new values. With `initial`, it also calls it when the view appears, with the value twice.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// After an update that finds `value` not `==` the last one, calls `action`; with `initial`,
  /// also when the view appears.
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// The older form: after an update that finds `value` changed, calls `action` with the new
  /// value (never on appearing).
  @available(
    *, deprecated, message: "Use onChange(of:initial:_:) with a two- or zero-parameter action."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// `onAppear` / `onDisappear`.
struct AppearanceModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
}

extension AppearanceModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let participant = lifecycle(of: node) { AppearanceActions() }
    participant.onAppear = appear
    participant.onDisappear = disappear
    node.reconcile { $0.add(content, key: .index(0)) }
  }
}

@MainActor
final class AppearanceActions: LifecycleParticipant {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?

  func appear() { onAppear?() }
  func willDisappear() {}
  func disappear() { onDisappear?() }
}

/// `task` and `task(id:)`.
struct TaskModifier<ID: Equatable> {
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void
  let name: String
}

extension TaskModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let graph = node.graph
    let participant = lifecycle(of: node) { TaskRunner(graph: graph, id: id) }
    participant.action = action
    participant.priority = priority
    participant.name = name
    if participant.id != id {
      participant.id = id
      participant.restartIfRunning()
    }
    node.reconcile { $0.add(content, key: .index(0)) }
  }
}

@MainActor
final class TaskRunner<ID: Equatable>: LifecycleParticipant {
  unowned let graph: ViewGraph
  var id: ID
  var action: (@isolated(any) () async -> Void)?
  var priority: TaskPriority = .userInitiated
  var name = "task"
  private var running: Int?
  private var isAppeared = false

  init(graph: ViewGraph, id: ID) {
    self.graph = graph
    self.id = id
  }

  func appear() {
    isAppeared = true
    graph.queueTaskStart { [weak self] in self?.start() }
  }

  func willDisappear() {
    isAppeared = false
    if let running { graph.cancelTask(running) }
    running = nil
  }

  func disappear() {}

  func restartIfRunning() {
    guard isAppeared else { return }
    if let running { graph.cancelTask(running) }
    running = nil
    graph.queueTaskStart { [weak self] in self?.start() }
  }

  private func start() {
    guard isAppeared, running == nil, let action else { return }
    running = graph.startTask(named: name, priority: priority, action)
  }
}

/// `onChange(of:initial:_:)`.
struct ChangeModifier<V: Equatable> {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
}

extension ChangeModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let graph = node.graph
    let participant = lifecycle(of: node) { ChangeWatcher(value: value) }
    participant.action = action
    participant.initial = initial
    // The content first: an inner modifier's change is queued before this one's, so actions
    // run in declaration order, as in SwiftUI.
    node.reconcile { $0.add(content, key: .index(0)) }
    if participant.value != value {
      let old = participant.value
      let new = value
      participant.value = value
      let action = self.action
      graph.queueLifecycle { action(old, new) }
    }
  }
}

@MainActor
final class ChangeWatcher<V: Equatable>: LifecycleParticipant {
  var value: V
  var initial = false
  var action: ((V, V) -> Void)?

  init(value: V) { self.value = value }

  func appear() {
    if initial { action?(value, value) }
  }

  func willDisappear() {}
  func disappear() {}
}
