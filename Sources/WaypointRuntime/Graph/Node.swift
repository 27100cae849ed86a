import Observation
import WaypointCore

/// One view in the persistent graph: its current value, its children keyed by identity, its
/// state storage, its environment and whether it must be evaluated again.
///
/// Nodes live as long as their view's identity; state lives in their slots. Renderers never see
/// nodes, only the elements they produce.
///
/// How outputs are cached — the rules every primitive relies on:
/// - A node's `output` (its elements and upward values) is computed on demand and kept until
///   the node is evaluated, marked dirty or reconciled; any of these forgets the output of the
///   node and of every ancestor (`invalidateOutput`), and records the node's position in each
///   parent's list of changed children.
/// - A parent with many children patches its last concatenation at the changed positions, as
///   long as each changed child produces as many elements and nothing publishes upward values;
///   otherwise it concatenates again. Containers that lay out their children themselves (a
///   stack's screens) read the changed positions with `takeChangedChildren()`.
/// - `outputGeneration` grows with every recomputation, so what a parent extracted from a
///   child's output (a stack reading a screen's destinations) is known to be current in O(1).
/// - Every element a node makes goes through `reuse`: the same object comes back while it shows
///   the same thing, so renderers and parents tell unchanged subtrees by identity, and only new
///   elements are reported to the change feed.
/// - Teardown drops the node's state, elements and action targets; a released target does
///   nothing, so an element kept from before cannot act.
@MainActor
package class Node {
  package unowned let graph: ViewGraph
  // Unowned: a parent owns its children and outlives them while they are alive; weak
  // references would slow every retain of a node (see `NodeHandle`).
  final package private(set) unowned(unsafe) var parent: Node?
  /// How invalidations name this node from any thread.
  final package private(set) lazy var handle = NodeHandle(self)
  /// A number unique within the graph; element ids derive from it.
  package final let serial: Int
  /// The distance from the root.
  package final let depth: Int
  /// How the parent identifies this node among its children.
  package final let key: ChildKey
  /// What the graph knows of the view's type.
  package final let info: ViewTypeInfo
  /// The view's type, to match a child to its node without a dynamic cast.
  package final let viewType: ObjectIdentifier
  /// The environment the parent passed down.
  package final var environment: EnvironmentValues
  /// The child nodes, in order.
  package final var children: [Node] = []
  /// Storage for dynamic properties (`@State` storage, `@StateObject` objects, subscriptions).
  package final var slots: [AnyObject?] = []
  /// Storage a primitive view keeps between updates (a list's row cache, a modifier's state).
  package final var primitiveState: AnyObject?
  /// What only some nodes keep, made when first needed.
  final private var storedExtras: NodeExtras?
  /// What only some nodes keep: made now if the node has none yet.
  package final var extras: NodeExtras {
    if let storedExtras { return storedExtras }
    let made = NodeExtras()
    storedExtras = made
    return made
  }
  /// Bumped each time the parent hands the node a new value of its view; an evaluation with the
  /// same version comes from the node's own dependencies (observation, the host).
  package final var valueVersion = 0
  /// The environment this node last derived for its children (see `derivedEnvironment`).
  package final var environmentCache: AnyObject?
  /// What this node does when it appears or disappears, if anything.
  package final var lifecycle: (any LifecycleParticipant)? {
    get { storedExtras?.lifecycle }
    set { extras.lifecycle = newValue }
  }
  /// Whether the node must be evaluated at the next flush.
  final package private(set) var isDirty = false
  /// The flush in which the node was first marked dirty while inactive, since it last evaluated.
  final private var dirtiedOffScreenInFlush: Int?
  /// The flush in which the node last evaluated a change made in an earlier flush while it was
  /// off screen (an unselected tab, a covered screen).
  final private var caughtUpInFlush: Int?

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
  /// Whether the node is still part of the graph.
  final package private(set) var isAlive = true
  /// Whether the node and all its ancestors are active (not a covered screen or hidden tab).
  final package private(set) var isActive: Bool
  final private var isSelfActive = true
  /// How many children their container keeps inactive (a stack's covered screens).
  final private var inactiveChildren = 0
  /// Whether `onAppear` has run and `onDisappear` has not run since.
  final package private(set) var hasAppeared = false
  final private var cachedOutput: NodeOutput?
  /// The children's outputs as last concatenated, with each child's range of elements, so a
  /// change to a few children is patched in instead of concatenating thousands again.
  final private var assembled: (output: NodeOutput, ranges: [Range<Int>])?
  /// Positions of children whose output changed since `assembled` was made.
  final private var changedChildren: [Int] = []
  /// This node's position among its parent's children.
  final private var indexInParent = 0
  /// Whether the parent has been told that this node's output changed.
  final private var isChangeReported = false
  final private var previousElement: Element?
  final private var target: ActionTarget?

  package init(
    graph: ViewGraph, parent: Node?, key: ChildKey, info: ViewTypeInfo, viewType: ObjectIdentifier,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.viewType = viewType
    self.parent = parent
    self.key = key
    self.info = info
    self.environment = environment
    self.depth = (parent?.depth ?? -1) + 1
    self.isActive = parent?.isActive ?? true
    self.serial = graph.nextSerial()
  }

  /// Runs the view's body (or the primitive's update) and reconciles the children.
  package func evaluate() {
    graph.didEvaluate(self)
    if let dirtied = dirtiedOffScreenInFlush, dirtied < graph.flushCount {
      caughtUpInFlush = graph.flushCount
    }
    dirtiedOffScreenInFlush = nil
    isDirty = false
    invalidateOutput()
  }

  /// Gives the node its parent's environment again, without a new view value.
  package func receiveEnvironment(_ environment: EnvironmentValues) {}

  /// Whether a value the host sets (a size class) can change what this node shows: its body
  /// reads the environment, or its primitive reads such a value.
  package var readsHostEnvironment: Bool { true }

  /// Reads bindings or models for this node, so that a change to what `read` reads evaluates
  /// the node again. Primitives wrap only their reads in it, never their children's updates:
  /// nested observation scopes merge their access lists, which costs more the deeper they nest.
  package final func observing<T>(_ read: () -> T) -> T {
    graph.tracking(self, read)
  }

  /// `observing`, reporting `offMainActor` instead of the general diagnostic when the change
  /// comes from off the main actor.
  package final func observing<T>(reporting offMainActor: Diagnostic, _ read: () -> T) -> T {
    graph.tracking(self, reporting: offMainActor, read)
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

  /// Forgets the cached output of this node and every ancestor.
  package final func invalidateOutput() {
    guard isAlive else { return }
    var current = self
    while true {
      current.cachedOutput = nil
      guard let parent = current.parent else { return }
      if !current.isChangeReported {
        current.isChangeReported = true
        parent.changedChildren.append(current.indexInParent)
      }
      current = parent
    }
  }

  // MARK: Output (see the caching rules in the type's documentation)

  /// The elements and upward values this subtree produces, computed on demand and cached.
  package final var output: NodeOutput {
    if let cachedOutput { return cachedOutput }
    let computed = computeOutput()
    cachedOutput = computed
    outputGeneration &+= 1
    return computed
  }

  /// Grows each time the output is computed anew, so a parent can tell in O(1) whether what it
  /// extracted from the output is still current.
  final package private(set) var outputGeneration = 0

  /// Computes the output; primitives override through their view.
  package func computeOutput() -> NodeOutput {
    childrenOutput()
  }

  /// The outputs of all children, one after the other.
  package final func childrenOutput() -> NodeOutput {
    switch children.count {
    case 0: return .empty
    case 1: return children[0].output
    default:
      if let patched = patchedChildrenOutput() { return patched }
      var elements = ElementList()
      var ranges: [Range<Int>] = []
      ranges.reserveCapacity(children.count)
      var preferences = PreferenceValues()
      for child in children {
        let output = child.output
        child.isChangeReported = false
        ranges.append(elements.count..<elements.count + output.elements.count)
        elements.append(contentsOf: output.elements)
        preferences.merge(output.preferences)
      }
      let output = NodeOutput(elements: elements, preferences: preferences)
      assembled = (output, ranges)
      changedChildren = []
      return output
    }
  }

  /// The last concatenation with the changed children's elements replaced, when every changed
  /// child still has as many elements as before and nothing publishes upward values. Only
  /// elements that are other objects are written, so a child of 10,000 rows with one changed
  /// costs a walk of its rows and one write.
  final private func patchedChildrenOutput() -> NodeOutput? {
    guard let (assembledOutput, ranges) = assembled, ranges.count == children.count,
      assembledOutput.preferences.isEmpty
    else { return nil }
    var output = assembledOutput
    assembled = nil
    for position in changedChildren {
      let child = children[position]
      let childOutput = child.output
      child.isChangeReported = false
      guard childOutput.elements.count == ranges[position].count, childOutput.preferences.isEmpty
      else { return nil }
      output.elements.replaceSubrange(ranges[position], with: childOutput.elements)
    }
    changedChildren = []
    assembled = (output, ranges)
    return output
  }

  /// The object that receives actions on this node's elements.
  package final var actionTarget: ActionTarget {
    if let target { return target }
    let made = ActionTarget()
    target = made
    return made
  }

  /// The object that receives actions on an element this node makes with a derived id; it is
  /// released with the node.
  package final func derivedTarget(for id: ElementID) -> ActionTarget {
    if let target = storedExtras?.derivedTargets[id] { return target }
    let made = ActionTarget()
    extras.derivedTargets[id] = made
    return made
  }

  /// An element for this node; the previous one when nothing about it changed.
  package final func makeElement(
    role: Role, attributes: [Attribute] = [], children: ElementList = [],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true
  ) -> Element {
    reuse(
      Element(
        id: ElementID(node: serial), role: role, attributes: attributes, children: children,
        actions: actions, isEnabled: isEnabled, target: actions.isEmpty ? nil : actionTarget))
  }

  /// An element for this node; the previous one when nothing about it changed.
  package final func makeElement(
    role: Role, attributes: [Attribute] = [], children: [Element],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true
  ) -> Element {
    makeElement(
      role: role, attributes: attributes, children: ElementList(children), actions: actions,
      isEnabled: isEnabled)
  }

  /// `element`, or the one this node made last time with the same id when it shows the same
  /// thing, so that renderers can tell by identity what changed. A new element is reported
  /// as changed. Every element a node makes itself goes through here.
  package final func reuse(_ element: Element) -> Element {
    if element.id.rawValue == serial {
      if let previousElement, previousElement.hasSameContent(as: element) { return previousElement }
      previousElement = element
    } else {
      if let previous = storedExtras?.derivedElements[element.id],
        previous.hasSameContent(as: element)
      {
        return previous
      }
      extras.derivedElements[element.id] = element
    }
    graph.elementChanged(element.id)
    return element
  }

  /// How many targets of derived elements the node keeps.
  package final var derivedTargetCount: Int { storedExtras?.derivedTargets.count ?? 0 }

  /// Forgets elements made with derived ids that are no longer shown (`live` keeps them), and
  /// releases their targets.
  package final func forgetDerivedElements(keeping live: (ElementID) -> Bool) {
    guard let extras = storedExtras else { return }
    extras.derivedElements = extras.derivedElements.filter { live($0.key) }
    for (id, target) in extras.derivedTargets where !live(id) { target.release() }
    extras.derivedTargets = extras.derivedTargets.filter { live($0.key) }
  }

  // MARK: Children

  /// Rebuilds the children from what `build` adds, keeping each existing child whose key and
  /// type match, creating the others, and tearing down the rest.
  package final func reconcile(_ build: (inout ChildReconciler) -> Void) {
    var reconciler = ChildReconciler(parent: self, previous: children)
    build(&reconciler)
    let previous = children
    children = reconciler.finish()
    if !Self.sameNodes(previous, children) {
      // Every position may hold another node now: all count as changed, once each.
      assembled = nil
      changedChildren = Array(children.indices)
      for (position, child) in children.enumerated() {
        child.indexInParent = position
        child.isChangeReported = true
      }
    }
    invalidateOutput()
  }

  /// Keeps the first `count` children as they are and replaces the rest with `suffix`, without
  /// copying the kept ones (a deep navigation stack pushes and pops at its end).
  package final func replaceChildren(keepingFirst count: Int, appending suffix: [Node]) {
    let kept = min(count, children.count)
    var firstDifference = kept
    while firstDifference < children.count, firstDifference - kept < suffix.count,
      children[firstDifference] === suffix[firstDifference - kept]
    {
      firstDifference += 1
    }
    if firstDifference < children.count {
      let reused = Set(suffix.map(ObjectIdentifier.init))
      for old in children[firstDifference...] where !reused.contains(ObjectIdentifier(old)) {
        old.teardown()
      }
      children.removeLast(children.count - firstDifference)
    }
    children.append(contentsOf: suffix[(firstDifference - kept)...])
    assembled = nil
    for position in firstDifference..<children.count {
      let child = children[position]
      child.indexInParent = position
      child.isChangeReported = true
      changedChildren.append(position)
    }
    invalidateOutput()
  }

  /// Gives the child at `position` a new value of its view when the child is a node of that
  /// view's type, evaluating it if the value changed; false, doing nothing, otherwise.
  package final func updateChild<V: View>(
    at position: Int, with view: V, environment: EnvironmentValues
  ) -> Bool {
    guard position < children.count, children[position].viewType == ObjectIdentifier(V.self)
    else { return false }
    // The view type matched, so the node is a `ViewNode<V>`.
    unsafeDowncast(children[position], to: ViewNode<V>.self)
      .update(view, environment: environment)
    return true
  }

  /// Replaces the child at `position` with `node`, tearing the old one down.
  package final func replaceChild(at position: Int, with node: Node) {
    guard position < children.count else { return }
    children[position].teardown()
    children[position] = node
    node.indexInParent = position
    node.isChangeReported = true
    changedChildren.append(position)
    invalidateOutput()
  }

  /// Positions of children whose output changed since the last call, each once, in order.
  package final func takeChangedChildren() -> [Int] {
    var positions: [Int] = []
    var seen = Set<Int>()
    for position in changedChildren
    where position < children.count && seen.insert(position).inserted {
      positions.append(position)
      children[position].isChangeReported = false
    }
    changedChildren = []
    return positions.sorted()
  }

  private static func sameNodes(_ a: [Node], _ b: [Node]) -> Bool {
    guard a.count == b.count else { return false }
    for index in a.indices where a[index] !== b[index] { return false }
    return true
  }

  /// Makes a new child node for `view` and evaluates it, or, made inactive, leaves it to be
  /// evaluated when it becomes active.
  package final func makeChild<V: View>(
    _ view: V, key: ChildKey, environment: EnvironmentValues, startsActive: Bool = true
  ) -> Node {
    let child = ViewNode(view: view, graph: graph, parent: self, key: key, environment: environment)
    if !startsActive { child.startInactive() }
    child.mount()
    return child
  }

  /// Marks a node not yet mounted as inactive, so mounting it defers its evaluation.
  private final func startInactive() {
    isSelfActive = false
    parent?.inactiveChildren += 1
    isActive = false
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

  final private func updateActivity(parentActive: Bool) {
    let effective = parentActive && isSelfActive
    guard effective != isActive else { return }
    isActive = effective
    if isDirty, effective { graph.scheduleEvaluation(of: self) }
    for child in selfActiveChildren { child.updateActivity(parentActive: effective) }
    if effective { appearIfNeeded() } else { disappearIfNeeded() }
  }

  final private func appearIfNeeded() {
    guard isActive, !hasAppeared, let lifecycle else { return }
    hasAppeared = true
    graph.queueLifecycle { lifecycle.appear() }
  }

  final private func disappearIfNeeded() {
    guard hasAppeared, let lifecycle else { return }
    hasAppeared = false
    lifecycle.willDisappear()
    graph.queueLifecycle { lifecycle.disappear() }
  }

  /// The children their container keeps active, in order. Those it keeps inactive (a stack's
  /// covered screens, usually all but the last) do not change with the parent, so they are not
  /// visited: switching to a tab over a deep stack costs its top screen, in any build.
  final private var selfActiveChildren: [Node] {
    guard inactiveChildren > 0 else { return children }
    var active: [Node] = []
    var remaining = children.count - inactiveChildren
    var index = children.count - 1
    while remaining > 0, index >= 0 {
      if children[index].isSelfActive {
        active.append(children[index])
        remaining -= 1
      }
      index -= 1
    }
    return active.reversed()
  }

  /// Removes this subtree from the graph: children first, then this node.
  package final func teardown() {
    for child in children { child.teardown() }
    children = []
    inactiveChildren = 0
    disappearIfNeeded()
    if isAlive, !isSelfActive { parent?.inactiveChildren -= 1 }
    isAlive = false
    handle.invalidate()
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

/// Something a node's slot holds that must be released when the node goes (a subscription).
@MainActor
package protocol NodeSlotResource: AnyObject {
  func release()
}

/// What a node does when it appears and disappears (`onAppear`, `task`, …).
@MainActor
package protocol LifecycleParticipant: AnyObject {
  /// Runs after the flush in which the node became visible.
  func appear()
  /// Runs at once when the node stops being visible (tasks are cancelled here).
  func willDisappear()
  /// Runs after the flush in which the node stopped being visible.
  func disappear()
}

/// A node for one view type, holding the view's current value.
@MainActor
package final class ViewNode<V: View>: Node {
  package private(set) var view: V

  package init(
    view: V, graph: ViewGraph, parent: Node?, key: ChildKey, environment: EnvironmentValues
  ) {
    self.view = view
    super.init(
      graph: graph, parent: parent, key: key, info: .of(V.self), viewType: ObjectIdentifier(V.self),
      environment: environment)
    if info.readsHostEnvironment { graph.noteHostReader(self) }
  }

  /// Takes a new value of the view from the parent; evaluates unless nothing changed.
  package func update(_ newView: V, environment newEnvironment: EnvironmentValues) {
    let environmentChanged = !newEnvironment.isIdentical(to: environment)
    if environmentChanged { environment = newEnvironment }
    if info.skipsUnchangedValues, !isDirty, info.comparator.equal(view, newView) {
      guard environmentChanged else { return }
      guard info.isPrimitive || info.dynamicProperties.readsEnvironment else {
        for child in children { child.receiveEnvironment(environment) }
        return
      }
    } else {
      view = newView
      valueVersion &+= 1
    }
    if isActive { evaluate() } else { markDirty() }
  }

  package override func receiveEnvironment(_ environment: EnvironmentValues) {
    update(view, environment: environment)
  }

  package override var readsHostEnvironment: Bool { info.readsHostEnvironment }

  package override func evaluate() {
    super.evaluate()
    graph.nodeUpdateCount &+= 1
    if let primitive = info.primitive {
      primitive.update(self)
    } else {
      evaluateBody()
    }
  }

  package override func computeOutput() -> NodeOutput {
    info.primitive?.output(self) ?? childrenOutput()
  }

  private func evaluateBody() {
    guard V.Body.self != Never.self else {
      graph.diagnostics.record(.viewWithoutBody(typeName: typeName))
      reconcile { _ in }
      return
    }
    var current = view
    let layout = info.dynamicProperties
    if !layout.isEmpty {
      layout.link(&current, to: self)
      view = current
    }
    graph.recordEvaluation(of: self)
    let body = graph.tracking(self) { current.body }
    reconcile { $0.add(body, key: .index(0)) }
  }
}
