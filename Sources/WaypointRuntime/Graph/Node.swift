import Observation
import WaypointCore

/// One view in the persistent graph: its current value, its children keyed by identity, its
/// state storage, its environment and whether it must be evaluated again.
///
/// Nodes live as long as their view's identity; state lives in their slots. Renderers never see
/// nodes, only the elements they produce. A leaf view (a text, an image) has no node: its parent
/// keeps its element in a `LeafChild`.
///
/// How outputs are cached — the rules every primitive relies on:
/// - A node's `output` (its elements and upward values) is computed on demand and kept until
///   the node is evaluated, marked dirty or reconciled; any of these forgets the output of the
///   node and of every ancestor (`invalidateOutput`), and records the node's position in each
///   parent's list of changed children.
/// - A parent of many children (16 or more) patches its last concatenation at the changed
///   positions, as long as each changed child produces as many elements and nothing publishes
///   upward values; otherwise, or with fewer children, it concatenates again. Containers that
///   lay out their children themselves (a stack's screens) read the changed positions with
///   `takeChangedChildren()`.
/// - `outputGeneration` grows with every recomputation, so what a parent extracted from a
///   child's output (a stack reading a screen's destinations) is known to be current in O(1).
/// - Every element a node makes goes through `reuse`: the same object comes back while it shows
///   the same thing, so renderers and parents tell unchanged subtrees by identity, and only new
///   elements are reported to the change feed.
/// - Teardown drops the node's state, elements and action targets; a released target does
///   nothing, so an element kept from before cannot act.
@MainActor
package class Node: GraphChild {
  package unowned let graph: ViewGraph
  // Unowned: a parent owns its children and outlives them while they are alive; weak
  // references would slow every retain of a node (see `NodeHandle`).
  final package internal(set) unowned(unsafe) var parent: Node?
  /// How invalidations name this node from any thread; made when first asked for.
  package final var handle: NodeHandle {
    if let storedHandle { return storedHandle }
    let made = NodeHandle(self)
    storedHandle = made
    return made
  }
  private final var storedHandle: NodeHandle?
  /// Whether something asked for the node's handle: a tracked read, a link, a task.
  package final var hasHandle: Bool { storedHandle != nil }
  // Counts that never near 2³¹ (a graph that deep or that wide would not fit in memory) are
  // kept in 4 bytes, in pairs: a node's size is what every open tab pays for each view it shows.
  private final let storedDepth: Int32
  private final var storedIndexInParent: Int32 = 0
  /// The distance from the root.
  package final var depth: Int { Int(storedDepth) }
  /// This node's position among its parent's children.
  final var indexInParent: Int {
    get { Int(storedIndexInParent) }
    set { storedIndexInParent = Int32(truncatingIfNeeded: newValue) }
  }
  /// What the graph knows of the view's type.
  package final let info: ViewTypeInfo
  /// The view's type, to match a child to its node without a dynamic cast.
  package final var viewType: ObjectIdentifier { info.viewType }
  /// The environment the parent passed down.
  package final var environment: EnvironmentValues
  /// The children (nodes and leaves), in order.
  package final var children = NodeChildren()
  /// Storage for dynamic properties (`@State` storage, `@StateObject` objects, subscriptions).
  /// Kept in the extras: one view in twenty has any, and a node's size is what every open tab
  /// pays for each view it shows.
  package final var slots: [AnyObject?] {
    get { storedExtras?.slots ?? [] }
    set { if !newValue.isEmpty || storedExtras != nil { extras.slots = newValue } }
    _modify { yield &extras.slots }
  }
  /// Storage a primitive view keeps between updates (a list's row cache, a modifier's state).
  package final var primitiveState: AnyObject?
  /// What only some nodes keep, made when first needed.
  final var storedExtras: NodeExtras?
  /// What only some nodes keep: made now if the node has none yet.
  package final var extras: NodeExtras {
    if let storedExtras { return storedExtras }
    let made = NodeExtras()
    storedExtras = made
    return made
  }
  /// Bumped each time the parent hands the node a new value of its view; an evaluation with the
  /// same version comes from the node's own dependencies (observation, the host). Compared only
  /// for equality, so it may wrap.
  package final var valueVersion: Int {
    get { Int(storedValueVersion) }
    set { storedValueVersion = UInt32(truncatingIfNeeded: newValue) }
  }
  private final var storedValueVersion: UInt32 = 0
  private final var storedOutputGeneration: UInt32 = 0
  /// The environment this node last derived for its children (see `derivedEnvironment`).
  package final var environmentCache: AnyObject?
  /// What this node does when it appears or disappears, if anything.
  package final var lifecycle: (any LifecycleParticipant)? {
    get { storedExtras?.lifecycle }
    set { extras.lifecycle = newValue }
  }
  /// The flush in which the node was first marked dirty while inactive, since it last evaluated.
  /// Kept in the extras: only nodes changed off screen have one.
  final var dirtiedOffScreenInFlush: Int? {
    get { storedExtras?.dirtiedOffScreenInFlush }
    set {
      if newValue != nil || storedExtras != nil { extras.dirtiedOffScreenInFlush = newValue }
    }
  }
  /// The flush in which the node last evaluated a change made in an earlier flush while it was
  /// off screen (an unselected tab, a covered screen).
  final var caughtUpInFlush: Int? {
    get { storedExtras?.caughtUpInFlush }
    set { if newValue != nil || storedExtras != nil { extras.caughtUpInFlush = newValue } }
  }

  /// Whether this flush evaluates, in this node or an ancestor, a change made while it was off
  /// screen: what a view asks for now it asked for before it came back.
  package final var isCatchingUp: Bool {
    var node: Node? = self
    while let current = node {
      if current.caughtUpInFlush == graph.flushCount { return true }
      node = current.parent
    }
    return false
  }
  /// How many children their container keeps inactive (a stack's covered screens).
  final var inactiveChildren: Int {
    get { Int(packedCount) }
    set { packedCount = Int32(truncatingIfNeeded: newValue) }
  }
  final var cachedOutput: NodeOutput?
  /// The children's outputs as last concatenated, with each child's range of elements, so a
  /// change to a few children is patched in instead of concatenating thousands again. In the
  /// extras: only nodes of many children keep one.
  final var assembled: AssembledOutput? {
    get { storedExtras?.assembled }
    set { if newValue != nil || storedExtras != nil { extras.assembled = newValue } }
  }
  /// Positions of children whose output changed since they were last taken, kept only by a
  /// node that reads them (`keepsChangedChildren`), in its graph: every other node would hold
  /// 8 bytes for a list it never reads.
  final var changedChildren: [Int] {
    get {
      guard flags.contains(.keepsChangedChildren) else { return [] }
      return graph.changedChildren[ObjectIdentifier(self)] ?? []
    }
    set {
      guard flags.contains(.keepsChangedChildren) else { return }
      graph.changedChildren[ObjectIdentifier(self)] = newValue.isEmpty ? nil : newValue
    }
  }

  /// Notes that `position`'s output changed, if the node keeps such positions.
  final func noteChangedChild(_ position: Int) {
    guard flags.contains(.keepsChangedChildren) else { return }
    graph.changedChildren[ObjectIdentifier(self), default: []].append(position)
  }

  /// Makes the node keep the positions of its children whose output changed from now on: a
  /// container that reads them (`takeChangedChildren`), or one that patches its last
  /// concatenation.
  package final func keepChangedChildren() {
    flags.insert(.keepsChangedChildren)
  }
  final var previousElement: Element?
  final var target: ActionTarget?

  package init(
    graph: ViewGraph, parent: Node?, key: ChildKey, info: ViewTypeInfo,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.info = info
    self.environment = environment
    self.storedDepth = (parent?.storedDepth ?? -1) + 1
    super.init(
      key: key,
      flags: parent?.isActive ?? true ? [.alive, .selfActive, .active] : [.alive, .selfActive],
      serial: graph.nextSerial())
  }

  /// Runs the view's body (or the primitive's update) and reconciles the children.
  package func evaluate() {
    graph.didEvaluate(self)
    retireTrackedReads()
    if let dirtied = dirtiedOffScreenInFlush, dirtied < graph.flushCount {
      caughtUpInFlush = graph.flushCount
    }
    dirtiedOffScreenInFlush = nil
    isDirty = false
    invalidateOutput()
  }

  /// Whether a value the host sets (a size class) can change what this node shows: its body
  /// reads the environment, or its primitive reads such a value.
  package var readsHostEnvironment: Bool { true }

  /// Runs `work` (an evaluation, or the output computed after one); for a node whose view reads
  /// values the host sets, records which keys it read, so that the host changing another (a
  /// resize, for a view reading the colour scheme) leaves the node as it is. An evaluation's keys
  /// replace the last ones; an output's are added to them.
  final func recordingHostReads<T>(addingToLast: Bool = false, _ work: () -> T) -> T {
    guard info.readsHostEnvironment, let host = environment.host else { return work() }
    let (result, keys) = host.recordingReads(work)
    guard isAlive else { return result }
    if addingToLast {
      graph.addHostReads(of: self, keys)
    } else {
      graph.noteHostReader(self, reading: keys)
    }
    return result
  }

  /// Reads bindings or models for this node, so that a change to what `read` reads evaluates
  /// the node again. Primitives wrap only their reads in it, never their children's updates:
  /// nested observation scopes merge their access lists, which costs more the deeper they nest.
  package final func observing<T>(_ read: () -> T) -> T {
    graph.tracking(self, read)
  }

  /// `observing`, reporting `offMainActor` instead of the general diagnostic when the change
  /// comes from off the main actor.
  package final func observing<T>(
    reporting offMainActor: @autoclosure @escaping @Sendable () -> Diagnostic, _ read: () -> T
  ) -> T {
    graph.tracking(self, reporting: offMainActor(), read)
  }

  /// Ends what the node's last evaluation tracked: what it evaluates now tracks afresh, and a
  /// node leaving the graph leaves nothing registered with the models it read.
  final func retireTrackedReads() {
    guard tracksReads, let storedHandle else { return }
    tracksReads = false
    graph.trackedReads.retire(storedHandle)
  }

  /// A short name for diagnostics and counters.
  package final var typeName: String { info.name }

  // MARK: Invalidation

  /// Marks the node for evaluation at the next flush.
  package final func markDirty() {
    if !isActive, dirtiedOffScreenInFlush == nil { dirtiedOffScreenInFlush = graph.flushCount }
    guard isAlive, !isDirty else { return }
    isDirty = true
    graph.scheduleEvaluation(of: self)
    invalidateOutput()
  }

  /// Evaluates now what changed in this inactive subtree, for a container that needs what it
  /// declares before it is shown again (a covered screen's navigation destinations, whose
  /// closures capture the values its parent just gave it). Only changed paths are visited: a
  /// child whose output is still cached has nothing pending.
  package final func catchUpWhileInactive() {
    guard isAlive else { return }
    if isDirty { evaluate() }
    for child in children.nodes where child.cachedOutput == nil { child.catchUpWhileInactive() }
  }

  /// Forgets the cached output of this node and every ancestor.
  package final func invalidateOutput() {
    guard isAlive else { return }
    var current = self
    while true {
      current.cachedOutput = nil
      guard let parent = current.parent else { return }
      if !current.isChangeReported {
        current.isChangeReported = true
        parent.noteChangedChild(current.indexInParent)
      }
      current = parent
    }
  }

  // MARK: Output (see the caching rules in the type's documentation)

  /// The elements and upward values this subtree produces, computed on demand and cached.
  package override final var output: NodeOutput {
    if let cachedOutput { return cachedOutput }
    let computed = recordingHostReads(addingToLast: true) {
      addingCarriedAttributes(to: computeOutput())
    }
    cachedOutput = computed
    storedOutputGeneration &+= 1
    return computed
  }

  /// Grows each time the output is computed anew, so a parent can tell in O(1) whether what it
  /// extracted from the output is still current. Compared only for equality, so it may wrap.
  package override final var outputGeneration: Int { Int(storedOutputGeneration) }

  /// Computes the output; primitives override through their view.
  package func computeOutput() -> NodeOutput {
    childrenOutput()
  }

  // MARK: Activity and lifecycle

  /// Evaluates a new node, and queues its appearance once its children exist.
  package final func mount() {
    if isActive {
      evaluate()
      appearIfNeeded()
    } else {
      markDirty()
      // Never shown, it has nothing to catch up on: its first evaluation is its first look.
      dirtiedOffScreenInFlush = nil
    }
  }

  /// Sets whether this subtree is active. An inactive subtree keeps its state but is not
  /// evaluated; it disappears, and appears again when reactivated.
  package final func setActive(_ active: Bool) {
    guard isSelfActive != active else { return }
    isSelfActive = active
    parent?.inactiveChildren += active ? -1 : 1
    updateActivity(parentActive: parent?.isActive ?? true)
  }

  final func updateActivity(parentActive: Bool) {
    let effective = parentActive && isSelfActive
    guard effective != isActive else { return }
    isActive = effective
    if isDirty, effective { graph.scheduleEvaluation(of: self) }
    for child in selfActiveChildren.nodes { child.updateActivity(parentActive: effective) }
    if effective { appearIfNeeded() } else { disappearIfNeeded() }
  }

  final func appearIfNeeded() {
    guard isActive, !hasAppeared, let lifecycle else { return }
    hasAppeared = true
    graph.queueLifecycle { lifecycle.appear() }
  }

  final func disappearIfNeeded() {
    guard hasAppeared, let lifecycle else { return }
    hasAppeared = false
    lifecycle.willDisappear()
    graph.queueLifecycle { lifecycle.disappear() }
  }

  /// The children their container keeps active, in order. Those it keeps inactive (a stack's
  /// covered screens, usually all but the last) do not change with the parent, so they are not
  /// visited: switching to a tab over a deep stack costs its top screen, in any build.
  final var selfActiveChildren: NodeChildren {
    guard inactiveChildren > 0 else { return children }
    var active: [GraphChild] = []
    var remaining = children.count - inactiveChildren
    var index = children.count - 1
    while remaining > 0, index >= 0 {
      if children[index].isSelfActive {
        active.append(children[index])
        remaining -= 1
      }
      index -= 1
    }
    return NodeChildren(active.reversed())
  }

  /// Removes this subtree from the graph: children first, then this node.
  package override final func teardown() {
    for child in children { child.teardown() }
    children = []
    inactiveChildren = 0
    disappearIfNeeded()
    if isAlive, !isSelfActive { parent?.inactiveChildren -= 1 }
    isAlive = false
    retireTrackedReads()
    storedHandle?.invalidate()
    graph.didRemove(self)
    for slot in slots { (slot as? any NodeSlotResource)?.release() }
    slots = []
    primitiveState = nil
    environmentCache = nil
    target?.release()
    target = nil
    if let extras = storedExtras {
      for derived in extras.derivedTargets.values { derived.release() }
      extras.derivedTargets = [:]
      extras.derivedElements = [:]
    }
    previousElement = nil
  }
}
