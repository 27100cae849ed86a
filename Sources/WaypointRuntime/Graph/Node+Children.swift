import WaypointCore

/// A node's children: reconciled against a new body, replaced, made and compared.
extension Node {
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

  static func sameNodes(_ a: [Node], _ b: [Node]) -> Bool {
    guard a.count == b.count else { return false }
    for index in a.indices where a[index] !== b[index] { return false }
    return true
  }

  /// Makes a new child node for `view` and evaluates it, or, made inactive, leaves it to be
  /// evaluated when it becomes active; the view carries `attributes` (see `AttributeCarrying`).
  package final func makeChild<V: View>(
    _ view: V, key: ChildKey, environment: EnvironmentValues, startsActive: Bool = true,
    carrying attributes: [Attribute] = []
  ) -> Node {
    let child = ViewNode(view: view, graph: graph, parent: self, key: key, environment: environment)
    child.carry(attributes)
    if !startsActive { child.startInactive() }
    child.mount()
    return child
  }

  /// Marks a node not yet mounted as inactive, so mounting it defers its evaluation.
  final func startInactive() {
    isSelfActive = false
    parent?.inactiveChildren += 1
    isActive = false
  }
}
