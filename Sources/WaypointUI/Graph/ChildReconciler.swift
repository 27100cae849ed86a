import WaypointCore

/// Matches the children a view produces now against the nodes it had, by key and type.
///
/// Children usually come back in the same order, so each is first looked for at its own
/// position; an index of the old keys is built only when that fails, and the duplicate-id check
/// only runs once the order differs (an unchanged order cannot have gained a duplicate).
@MainActor
struct ChildReconciler {
  let parent: Node
  private var previous: [Node?]
  private var previousIndex: [ChildKey: Int]?
  private var next: [Node] = []
  private var seenKeys: Set<ChildKey>?

  init(parent: Node, previous: [Node]) {
    self.parent = parent
    self.previous = previous
    next.reserveCapacity(previous.count)
  }

  /// Adds the child for `view` under `key`, in the parent's environment unless one is given.
  mutating func add<V: View>(_ view: V, key: ChildKey, environment: EnvironmentValues? = nil) {
    let environment = environment ?? parent.environment
    if let position = takePrevious(key) {
      let existing = previous[position]
      previous[position] = nil
      if let existing, existing.viewType == ObjectIdentifier(V.self) {
        // The view type matched, so the node is a `ViewNode<V>`.
        let node = unsafeDowncast(existing, to: ViewNode<V>.self)
        node.update(view, environment: environment)
        next.append(node)
        return
      }
      existing?.teardown()
    }
    next.append(parent.makeChild(view, key: key, environment: environment))
  }

  /// Adds a child keyed by a `ForEach` id, reporting ids that occur twice.
  mutating func add<V: View>(
    _ view: V, id: AnyHashable, environment: EnvironmentValues,
    in typeName: @autoclosure () -> String
  ) {
    let key = ChildKey.id(id)
    let position = next.count
    let inPlace = seenKeys == nil && position < previous.count && previous[position]?.key == key
    if !inPlace {
      if seenKeys == nil { seenKeys = Set(next.map(\.key)) }
      if seenKeys?.insert(key).inserted == false {
        parent.graph.diagnostics.record(.duplicateForEachID(id, in: typeName()))
      }
    }
    add(view, key: key, environment: environment)
  }

  private mutating func takePrevious(_ key: ChildKey) -> Int? {
    let position = next.count
    if position < previous.count, let node = previous[position], node.key == key {
      return position
    }
    if previousIndex == nil {
      var index: [ChildKey: Int] = [:]
      index.reserveCapacity(previous.count)
      for (offset, node) in previous.enumerated() {
        if let node, index[node.key] == nil { index[node.key] = offset }
      }
      previousIndex = index
    }
    guard let found = previousIndex?[key], previous[found] != nil else { return nil }
    return found
  }

  /// The new children; nodes that were not used again are torn down.
  mutating func finish() -> [Node] {
    for node in previous { node?.teardown() }
    previous = []
    return next
  }
}
