import WaypointCore

/// A node's children: reconciled against a new body, replaced, made and compared.
extension Node {
  // MARK: Children

  /// Rebuilds the children from what `build` adds, keeping each existing child whose key and
  /// type match, creating the others, and tearing down the rest. With `makingNodes`, a leaf
  /// view (a text) gets a node too, for a container that needs its children to be nodes.
  package final func reconcile(
    makingNodes: Bool = false, _ build: (inout ChildReconciler) -> Void
  ) {
    var reconciler = ChildReconciler(
      parent: self, previous: children, makesLeaves: !makingNodes)
    build(&reconciler)
    let previous = children
    children = reconciler.finish()
    if !Self.sameNodes(previous, children) {
      // Every position may hold another node now: all count as changed, once each.
      assembled = nil
      changedChildren = flags.contains(.keepsChangedChildren) ? Array(children.indices) : []
      for (position, child) in children.enumerated() {
        (child as? Node)?.indexInParent = position
        child.isChangeReported = true
      }
    } else {
      // A leaf changes only here, in its parent's update: it has no node to report itself.
      for position in reconciler.changedLeaves { noteChangedChild(position) }
    }
    invalidateOutput()
  }

  /// Keeps the first `count` children as they are and replaces the rest with `suffix`, without
  /// copying the kept ones (a deep navigation stack pushes and pops at its end).
  package final func replaceChildren(keepingFirst count: Int, appending suffix: [GraphChild]) {
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
      (child as? Node)?.indexInParent = position
      child.isChangeReported = true
      noteChangedChild(position)
    }
    invalidateOutput()
  }

  /// Places `view` under `key` at `position` as `reconcile` would, without visiting the other
  /// children: the child there takes the new value when it holds the view's type (an erased
  /// view's, an attribute's or a branch's included), and is replaced otherwise.
  package final func placeChild<V: View>(
    _ view: V, key: ChildKey, at position: Int, environment: EnvironmentValues
  ) {
    guard position < children.count else { return }
    var reconciler = ChildReconciler(parent: self, previous: [children[position]])
    reconciler.add(view, key: key, environment: environment)
    // The reconciler tore the old child down if it did not keep it.
    let changedLeaf = !reconciler.changedLeaves.isEmpty
    guard let placed = reconciler.finish().first, placed !== children[position] || changedLeaf
    else { return }
    children[position] = placed
    (placed as? Node)?.indexInParent = position
    placed.isChangeReported = true
    noteChangedChild(position)
    invalidateOutput()
  }

  /// A new child for `view` under `key`, placed as `reconcile` would place it (see `placeChild`).
  package final func makePlacedChild<V: View>(
    _ view: V, key: ChildKey, environment: EnvironmentValues
  ) -> GraphChild? {
    var reconciler = ChildReconciler(parent: self, previous: [])
    reconciler.add(view, key: key, environment: environment)
    return reconciler.finish().first
  }

  /// Gives this node, made for a view of type `V`, a new value of it.
  final func update<V: View>(with view: V, environment: EnvironmentValues) {
    if info.makesOwnNode, let custom = V.self as? any CustomNodeView.Type {
      update(with: view, as: custom, environment: environment)
    } else {
      // The view type matched, and such nodes are `ViewNode<V>`s.
      unsafeDowncast(self, to: ViewNode<V>.self).update(view, environment: environment)
    }
  }

  // `view` is an `M` (the metatype check proved it), so the cast reinterprets nothing.
  private func update<V: View, C: CustomNodeView>(
    with view: V, as type: C.Type, environment: EnvironmentValues
  ) {
    C.update(self, with: unsafeBitCast(view, to: C.self), environment: environment)
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

  static func sameNodes(_ a: NodeChildren, _ b: NodeChildren) -> Bool {
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
    let child = Self.node(for: view, graph: graph, parent: self, key: key, environment: environment)
    child.carry(attributes)
    if !startsActive { child.startInactive() }
    child.mount()
    return child
  }

  /// A new node for `view`: the view's own kind of node when it makes one (a `WrapperNode` for
  /// content with a primitive modifier), else a `ViewNode`.
  private static func node<V: View>(
    for view: V, graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues
  ) -> Node {
    if let custom = V.self as? any CustomNodeView.Type {
      return node(
        for: view, as: custom, graph: graph, parent: parent, key: key, environment: environment)
    }
    return ViewNode(view: view, graph: graph, parent: parent, key: key, environment: environment)
  }

  // `view` is an `M` (the metatype check proved it), so the cast reinterprets nothing.
  private static func node<V: View, C: CustomNodeView>(
    for view: V, as type: C.Type, graph: ViewGraph, parent: Node, key: ChildKey,
    environment: EnvironmentValues
  ) -> Node {
    C.makeNode(
      unsafeBitCast(view, to: C.self), graph: graph, parent: parent, key: key,
      environment: environment)
  }

  /// Marks a node not yet mounted as inactive, so mounting it defers its evaluation.
  final func startInactive() {
    isSelfActive = false
    parent?.inactiveChildren += 1
    isActive = false
  }
}
