import Observation
import WaypointCore

/// One view in the persistent graph: its current value, its children keyed by identity, its
/// state storage, its environment and whether it must be evaluated again.
///
/// Nodes live as long as their view's identity; state lives in their slots. Renderers never see
/// nodes, only the elements they produce.
@MainActor
class Node {
  unowned let graph: ViewGraph
  // Unowned: a parent owns its children and outlives them while they are alive; weak
  // references would slow every retain of a node (see `NodeHandle`).
  private(set) unowned(unsafe) var parent: Node?
  /// How invalidations name this node from any thread.
  private(set) lazy var handle = NodeHandle(self)
  /// A number unique within the graph; element ids derive from it.
  let serial: Int
  /// The distance from the root.
  let depth: Int
  /// How the parent identifies this node among its children.
  let key: ChildKey
  /// What the graph knows of the view's type.
  let info: ViewTypeInfo
  /// The view's type, to match a child to its node without a dynamic cast.
  let viewType: ObjectIdentifier
  /// The environment the parent passed down.
  var environment: EnvironmentValues
  /// The child nodes, in order.
  var children: [Node] = []
  /// Storage for dynamic properties (`@State` storage, `@StateObject` objects, subscriptions).
  var slots: [AnyObject?] = []
  /// Storage a primitive view keeps between updates (a list's row cache, a modifier's state).
  var primitiveState: AnyObject?
  /// Wrapper elements this node made with derived ids (section headers and footers).
  var wrapperElements: [ElementID: Element] = [:]
  /// Elements derived from the children's (see `mapElements`).
  var elementReuse = ElementReuse()
  /// The parameters `mappedElements` were derived with.
  var mappingParameters: [Attribute] = []
  /// The environment this node last derived for its children (see `derivedEnvironment`).
  var environmentCache: AnyObject?
  /// What this node does when it appears or disappears, if anything.
  var lifecycle: (any LifecycleParticipant)?
  /// Whether the node must be evaluated at the next flush.
  private(set) var isDirty = false
  /// Whether the node is still part of the graph.
  private(set) var isAlive = true
  /// Whether the node and all its ancestors are active (not a covered screen or hidden tab).
  private(set) var isActive: Bool
  private var isSelfActive = true
  /// Whether `onAppear` has run and `onDisappear` has not run since.
  private(set) var hasAppeared = false
  private var cachedOutput: NodeOutput?
  private var previousElement: Element?
  private var target: ActionTarget?

  init(
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
  func evaluate() {
    graph.didEvaluate(self)
    isDirty = false
    invalidateOutput()
  }

  /// Gives the node its parent's environment again, without a new view value.
  func receiveEnvironment(_ environment: EnvironmentValues) {}

  /// Reads bindings or models for this node, so that a change to what `read` reads evaluates
  /// the node again. Primitives wrap only their reads in it, never their children's updates:
  /// nested observation scopes merge their access lists, which costs more the deeper they nest.
  func observing<T>(_ read: () -> T) -> T {
    graph.tracking(self, read)
  }

  /// A short name for diagnostics and counters.
  var typeName: String { info.name }

  // MARK: Invalidation

  /// Marks the node for evaluation at the next flush.
  func markDirty() {
    guard isAlive, !isDirty else { return }
    isDirty = true
    graph.scheduleEvaluation(of: self)
    invalidateOutput()
  }

  /// Forgets the cached output of this node and every ancestor.
  func invalidateOutput() {
    guard isAlive else { return }
    var node: Node? = self
    while let current = node {
      current.cachedOutput = nil
      node = current.parent
    }
  }

  // MARK: Output

  /// The elements and upward values this subtree produces, computed on demand and cached.
  var output: NodeOutput {
    if let cachedOutput { return cachedOutput }
    let computed = computeOutput()
    cachedOutput = computed
    return computed
  }

  /// Computes the output; primitives override through their view.
  func computeOutput() -> NodeOutput {
    childrenOutput()
  }

  /// The outputs of all children, one after the other.
  func childrenOutput() -> NodeOutput {
    switch children.count {
    case 0: return .empty
    case 1: return children[0].output
    default:
      var elements: [Element] = []
      elements.reserveCapacity(children.count)
      var preferences = PreferenceValues()
      for child in children {
        let output = child.output
        elements.append(contentsOf: output.elements)
        preferences.merge(output.preferences)
      }
      return NodeOutput(elements: elements, preferences: preferences)
    }
  }

  /// The object that receives actions on this node's elements.
  var actionTarget: ActionTarget {
    if let target { return target }
    let made = ActionTarget()
    target = made
    return made
  }

  /// An element for this node; the previous one when nothing about it changed, so that
  /// renderers can tell by identity what changed.
  func makeElement(
    role: Role, attributes: [Attribute] = [], children: [Element] = [],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true
  ) -> Element {
    let element = Element(
      id: ElementID(node: serial), role: role, attributes: attributes, children: children,
      actions: actions, isEnabled: isEnabled, target: actions.isEmpty ? nil : actionTarget)
    if let previousElement, previousElement.hasSameContent(as: element) { return previousElement }
    previousElement = element
    graph.elementChanged(element.id)
    return element
  }

  // MARK: Children

  /// Rebuilds the children from what `build` adds, keeping each existing child whose key and
  /// type match, creating the others, and tearing down the rest.
  func reconcile(_ build: (inout ChildReconciler) -> Void) {
    var reconciler = ChildReconciler(parent: self, previous: children)
    build(&reconciler)
    children = reconciler.finish()
    invalidateOutput()
  }

  /// Makes a new child node for `view` and evaluates it.
  func makeChild<V: View>(_ view: V, key: ChildKey, environment: EnvironmentValues) -> Node {
    let child = ViewNode(view: view, graph: graph, parent: self, key: key, environment: environment)
    child.mount()
    return child
  }

  // MARK: Activity and lifecycle

  /// Evaluates a new node, and queues its appearance once its children exist.
  func mount() {
    if isActive {
      evaluate()
      appearIfNeeded()
    } else {
      markDirty()
    }
  }

  /// Sets whether this subtree is active. An inactive subtree keeps its state but is not
  /// evaluated; it disappears, and appears again when reactivated.
  func setActive(_ active: Bool) {
    guard isSelfActive != active else { return }
    isSelfActive = active
    updateActivity(parentActive: parent?.isActive ?? true)
  }

  private func updateActivity(parentActive: Bool) {
    let effective = parentActive && isSelfActive
    guard effective != isActive else { return }
    isActive = effective
    if effective {
      if isDirty { graph.scheduleEvaluation(of: self) }
      for child in children { child.updateActivity(parentActive: true) }
      appearIfNeeded()
    } else {
      for child in children { child.updateActivity(parentActive: false) }
      disappearIfNeeded()
    }
  }

  private func appearIfNeeded() {
    guard isActive, !hasAppeared, let lifecycle else { return }
    hasAppeared = true
    graph.queueLifecycle { lifecycle.appear() }
  }

  private func disappearIfNeeded() {
    guard hasAppeared, let lifecycle else { return }
    hasAppeared = false
    lifecycle.willDisappear()
    graph.queueLifecycle { lifecycle.disappear() }
  }

  /// Removes this subtree from the graph: children first, then this node.
  func teardown() {
    for child in children { child.teardown() }
    children = []
    disappearIfNeeded()
    isAlive = false
    handle.invalidate()
    graph.didRemove(self)
    for slot in slots { (slot as? any NodeSlotResource)?.release() }
    slots = []
    primitiveState = nil
    environmentCache = nil
  }
}

/// Something a node's slot holds that must be released when the node goes (a subscription).
@MainActor
protocol NodeSlotResource: AnyObject {
  func release()
}

/// What a node does when it appears and disappears (`onAppear`, `task`, …).
@MainActor
protocol LifecycleParticipant: AnyObject {
  /// Runs after the flush in which the node became visible.
  func appear()
  /// Runs at once when the node stops being visible (tasks are cancelled here).
  func willDisappear()
  /// Runs after the flush in which the node stopped being visible.
  func disappear()
}

/// A node for one view type, holding the view's current value.
@MainActor
final class ViewNode<V: View>: Node {
  private(set) var view: V

  init(view: V, graph: ViewGraph, parent: Node?, key: ChildKey, environment: EnvironmentValues) {
    self.view = view
    super.init(
      graph: graph, parent: parent, key: key, info: .of(V.self), viewType: ObjectIdentifier(V.self),
      environment: environment)
  }

  /// Takes a new value of the view from the parent; evaluates unless nothing changed.
  func update(_ newView: V, environment newEnvironment: EnvironmentValues) {
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
    }
    if isActive { evaluate() } else { markDirty() }
  }

  override func receiveEnvironment(_ environment: EnvironmentValues) {
    update(view, environment: environment)
  }

  override func evaluate() {
    super.evaluate()
    if let primitive = info.primitive {
      primitive.update(self)
    } else {
      evaluateBody()
    }
  }

  override func computeOutput() -> NodeOutput {
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
