import WaypointCore

/// Matches the children a view produces now against the nodes it had, by key and type.
@MainActor
struct ChildReconciler {
  let parent: Node
  private var previous: [Node?]
  private var previousIndex: [ChildKey: Int]?
  private var next: [Node] = []
  private var usedKeys: Set<ChildKey>?

  private static let indexThreshold = 12

  init(parent: Node, previous: [Node]) {
    self.parent = parent
    self.previous = previous
    if previous.count > Self.indexThreshold {
      var index: [ChildKey: Int] = [:]
      index.reserveCapacity(previous.count)
      for (position, node) in previous.enumerated() where index[node.key] == nil {
        index[node.key] = position
      }
      previousIndex = index
    }
    next.reserveCapacity(previous.count)
  }

  /// Adds the child for `view` under `key`, in the parent's environment unless one is given.
  mutating func add<V: View>(_ view: V, key: ChildKey, environment: EnvironmentValues? = nil) {
    let environment = environment ?? parent.environment
    if let position = takePrevious(key) {
      let existing = previous[position]
      previous[position] = nil
      if let existing = existing as? ViewNode<V> {
        existing.update(view, environment: environment)
        next.append(existing)
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
    if usedKeys == nil { usedKeys = [] }
    if usedKeys?.insert(key).inserted == false {
      parent.graph.diagnostics.record(.duplicateForEachID(id, in: typeName()))
    }
    add(view, key: key, environment: environment)
  }

  private mutating func takePrevious(_ key: ChildKey) -> Int? {
    if let previousIndex {
      guard let position = previousIndex[key], previous[position] != nil else { return nil }
      return position
    }
    return previous.firstIndex { $0?.key == key }
  }

  /// The new children; nodes that were not used again are torn down.
  mutating func finish() -> [Node] {
    for node in previous { node?.teardown() }
    previous = []
    return next
  }
}
