import Foundation
import Observation
import WaypointCore

/// The runtime behind one host: the nodes, the invalidation inbox, the flush, lifecycle events
/// and tasks. Everything here runs on the main actor.
@MainActor
package final class ViewGraph {
  /// Where this graph's diagnostics go.
  package let diagnostics: DiagnosticLog
  /// The graph that is flushing or handling an interaction, for APIs without a node
  /// (`withAnimation`).
  package static var current: ViewGraph?
  /// How the runtime opens a URL a view asks for: its own links in the app, others outside.
  package var systemURLOpener: (@MainActor @Sendable (URL) -> Bool)?
  /// Where the app's folders are while this graph works (and for the tasks it starts).
  package var appData: AppDataLocation = .standard
  /// The host that runs this graph, for APIs that ask the device rather than a view
  /// (`UIScreen.main`, `UIPasteboard.general`).
  package weak var owner: AnyObject?

  /// Where nodes' tracked reads are retired (see `TrackedReads`).
  package let trackedReads = TrackedReads()
  package private(set) lazy var inbox = Inbox(diagnostics: diagnostics) { [weak self] in
    Task { @MainActor in self?.scheduledFlush() }
  }

  private var serialCounter = 0
  private var dirty: [ObjectIdentifier: Node] = [:]
  /// The live nodes whose views read values the host sets.
  private var hostReaders: [ObjectIdentifier: HostReader] = [:]
  private var lifecycleQueue: [() -> Void] = []
  private var taskStarts: [() -> Void] = []
  private var isFlushing = false
  /// How many flushes have started: tells an update asked for in an earlier one from this one's.
  package private(set) var flushCount = 0
  package private(set) var changedElementIDs: Set<ElementID> = []
  /// Body evaluations since the graph was made, in total and per view type.
  package private(set) var evaluationCount = 0
  /// How many times a node was updated, primitives included: the work a change caused.
  package var nodeUpdateCount = 0
  /// The positions of children whose output changed, for the few nodes that keep them
  /// (`Node.changedChildren`).
  var changedChildren: [ObjectIdentifier: [Int]] = [:]
  package private(set) var evaluationsByType: [String: Int] = [:]
  /// The animation of the most recent `withAnimation`, if any.
  package var lastAnimation: Animation?
  /// The values views publish with `focusedValue` and `focusedSceneValue`.
  package lazy var focusedValueStore = FocusedValueStore()
  /// Called after a flush that was not asked for by the host (a task or a timer changed state).
  package var onScheduledUpdate: (() -> Void)?

  private var tasks: [Int: (name: String, task: Task<Void, Never>, isCancelled: Bool)] = [:]
  /// Grows whenever a task starts, ends or is cancelled; `settle()` watches it.
  package private(set) var taskActivity = 0

  package init(diagnostics: DiagnosticLog) {
    self.diagnostics = diagnostics
    CombineDiagnostics.installed
  }

  package func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }

  // MARK: Bookkeeping called by nodes

  /// Queues an active dirty node for the next flush. Inactive dirty nodes are not queued (a deep
  /// stack's covered screens would be scanned on every flush); they queue themselves when they
  /// become active.
  package func scheduleEvaluation(of node: Node) {
    guard node.isActive else { return }
    dirty[ObjectIdentifier(node)] = node
  }

  package func didEvaluate(_ node: Node) {
    dirty[ObjectIdentifier(node)] = nil
  }

  package func didRemove(_ node: Node) {
    dirty[ObjectIdentifier(node)] = nil
    changedChildren[ObjectIdentifier(node)] = nil
    hostReaders[ObjectIdentifier(node)] = nil
  }

  /// Records that `node`'s view reads values the host sets, until the node is removed: the keys
  /// its last evaluation read, or every key before it was evaluated.
  package func noteHostReader(_ node: Node, reading keys: [ObjectIdentifier]? = nil) {
    hostReaders[ObjectIdentifier(node)] = HostReader(node: node, keys: keys)
  }

  /// Adds `keys`, read while `node`'s output was made, to those of its last evaluation; a reader
  /// not evaluated yet reads every key already.
  package func addHostReads(of node: Node, _ keys: [ObjectIdentifier]) {
    let id = ObjectIdentifier(node)
    guard let lastKeys = hostReaders[id]?.keys else { return }
    let added = keys.filter { !lastKeys.contains($0) }
    if !added.isEmpty { hostReaders[id] = HostReader(node: node, keys: lastKeys + added) }
  }

  /// Marks every node that read the host's value for `key` for evaluation.
  package func markHostReadersDirty(reading key: ObjectIdentifier) {
    for reader in hostReaders.values where reader.keys?.contains(key) ?? true {
      reader.node.markDirty()
    }
  }

  package func recordEvaluation(of node: Node) {
    evaluationCount += 1
    evaluationsByType[node.typeName, default: 0] += 1
  }

  package func elementChanged(_ id: ElementID) {
    changedElementIDs.insert(id)
  }

  /// Returns the ids of elements that changed since the last call, and forgets them.
  package func takeChangedElementIDs() -> Set<ElementID> {
    defer { changedElementIDs = [] }
    return changedElementIDs
  }

  /// Forgets the ids of elements that changed, keeping the room they took (nobody reads them).
  package func discardChangedElementIDs() {
    changedElementIDs.removeAll(keepingCapacity: true)
  }

  package func queueLifecycle(_ action: @escaping () -> Void) {
    lifecycleQueue.append(action)
  }

  package func queueTaskStart(_ start: @escaping () -> Void) {
    taskStarts.append(start)
  }

  /// Runs `body` and records what observable state it reads: a change to any of it marks
  /// `node` for evaluation.
  package func tracking<T>(_ node: Node, _ body: () -> T) -> T {
    tracking(node, body) { [inbox] in ViewGraph.changeHandler(inbox, $0) }
  }

  /// Made once: every tracked read keeps the diagnostic its change would raise, and a message
  /// made per read cost each open tab kilobytes of identical strings.
  private nonisolated static let observableMutatedOffMainActor = Diagnostic.mutationOffMainActor(
    cause: "an @Observable model")

  /// `tracking`, with the diagnostic to raise when the change comes from off the main actor. The
  /// diagnostic is read only then: a change handler keeps the closure, not a copy of its text.
  package func tracking<T>(
    _ node: Node, reporting offMainActor: @autoclosure @escaping @Sendable () -> Diagnostic,
    _ body: () -> T
  ) -> T {
    tracking(node, body) { [inbox] in ViewGraph.changeHandler(inbox, $0, offMainActor()) }
  }

  /// Tracks `body`'s reads for `node`. The handler is made only when the body read something
  /// observable: a node that read nothing makes no handle. Once a type's node has read
  /// something, its nodes' reads are tied to their retirement (`TrackedReads`), so that a node
  /// evaluated again or gone leaves none of its earlier reads registered.
  private func tracking<T>(
    _ node: Node, _ body: () -> T, handler: (NodeHandle) -> @Sendable () -> Void
  ) -> T {
    guard node.info.tracksReads else {
      return withObservationTracking(body, onChange: firstTrackedRead(of: node, handler))
    }
    let handle = node.handle
    node.tracksReads = true
    return withObservationTracking(
      {
        trackedReads.mark(handle)
        return body()
      }, onChange: handler(handle))
  }

  /// The first read a node of its type tracked: its type's nodes tie their reads to their
  /// retirement from now on.
  private func firstTrackedRead(
    of node: Node, _ handler: (NodeHandle) -> @Sendable () -> Void
  ) -> @Sendable () -> Void {
    node.info.tracksReads = true
    return handler(node.handle)
  }

  /// What a tracked read does when what it read changes: posts the node's handle to the inbox,
  /// from whatever thread the change came on, unless the node is retiring the read.
  private nonisolated static func changeHandler(_ inbox: Inbox, _ handle: NodeHandle)
    -> @Sendable () -> Void
  {
    {
      guard !handle.isRetiring else { return }
      inbox.post(handle, reporting: ViewGraph.observableMutatedOffMainActor)
    }
  }

  /// The same, raising `offMainActor` when the change comes from off the main actor.
  private nonisolated static func changeHandler(
    _ inbox: Inbox, _ handle: NodeHandle,
    _ offMainActor: @autoclosure @escaping @Sendable () -> Diagnostic
  ) -> @Sendable () -> Void {
    {
      guard !handle.isRetiring else { return }
      inbox.post(handle, reporting: offMainActor())
    }
  }

  // MARK: Flush

  /// Evaluates every dirty, active node top-down, resolves the semantic tree, and runs the
  /// lifecycle events and task starts that produced; repeats until nothing is left to do.
  package func flush(resolving root: Node?) {
    guard !isFlushing else { return }
    isFlushing = true
    flushCount &+= 1
    let previous = ViewGraph.current
    ViewGraph.current = self
    defer {
      ViewGraph.current = previous
      isFlushing = false
    }
    AppDataLocation.$current.withValue(appData) { flushRounds(resolving: root) }
  }

  private func flushRounds(resolving root: Node?) {
    DiagnosticLog.$current.withValue(diagnostics) {
      var rounds = 0
      while true {
        for handle in inbox.drain() { handle.node?.markDirty() }
        dirty = dirty.filter { $0.value.isActive }
        // Parents before children; at one depth, in the order the nodes were made, so that an
        // update does the same work in every process (a dictionary's order is not).
        let work = dirty.values.sorted { ($0.depth, $0.serial) < ($1.depth, $1.serial) }
        for node in work where node.isDirty && node.isAlive && node.isActive {
          node.evaluate()
          // A node made inactive learns what it does on appearing in its first evaluation.
          node.appearIfNeeded()
        }
        _ = root?.output
        runLifecycle()
        let pending = !inbox.isEmpty || dirty.values.contains(where: \.isActive)
        guard pending else { break }
        rounds += 1
        if rounds >= 100 {
          let names = Set(dirty.values.filter(\.isActive).map(\.typeName)).sorted()
          diagnostics.record(.updateLoop(rounds: rounds, names: names))
          break
        }
      }
    }
  }

  /// The root the host flushes; set by the host.
  package weak var rootNode: Node?

  private func scheduledFlush() {
    guard !inbox.isEmpty || dirty.values.contains(where: \.isActive) else { return }
    flush(resolving: rootNode)
    onScheduledUpdate?()
  }

  private func runLifecycle() {
    while !lifecycleQueue.isEmpty || !taskStarts.isEmpty {
      let events = lifecycleQueue
      lifecycleQueue = []
      for event in events { event() }
      let starts = taskStarts
      taskStarts = []
      for start in starts { start() }
    }
  }

  // MARK: Tasks

  /// Starts an asynchronous task on behalf of a view; returns a number to cancel it with.
  package func startTask(
    named name: String, priority: TaskPriority?,
    _ action: @escaping @isolated(any) () async -> Void
  ) -> Int {
    let id = nextSerial()
    taskActivity += 1
    let task = Task(priority: priority) { @MainActor [weak self] in
      await action()
      self?.taskEnded(id)
    }
    tasks[id] = (name, task, false)
    return id
  }

  /// Cancels a task started by `startTask`; it counts as running until it has wound down.
  package func cancelTask(_ id: Int) {
    guard let record = tasks[id], !record.isCancelled else { return }
    record.task.cancel()
    tasks[id]?.isCancelled = true
    taskActivity += 1
  }

  private func taskEnded(_ id: Int) {
    if tasks.removeValue(forKey: id) != nil { taskActivity += 1 }
  }

  /// Names of the tasks still running (cancelled ones until they finish).
  package var runningTaskNames: [String] {
    tasks.values.map { $0.isCancelled ? "\($0.name) (cancelled)" : $0.name }.sorted()
  }

  /// Whether some task has not finished.
  package var hasRunningTasks: Bool { !tasks.isEmpty }

  /// Whether an invalidation or an active dirty node is waiting for a flush.
  package var hasPendingWork: Bool { !inbox.isEmpty || dirty.values.contains(where: \.isActive) }
}

/// A node that reads values the host sets, with the keys it read (nil: not known yet, so all).
private struct HostReader {
  let node: Node
  let keys: [ObjectIdentifier]?
}
