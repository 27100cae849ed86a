import WaypointCore

/// Matches the children a view produces now against the nodes it had, by key and type.
///
/// Children usually come back in the same order, so each is first looked for at its own
/// position; an index of the old keys is built only when that fails, and the duplicate-id check
/// only runs once the order differs (an unchanged order cannot have gained a duplicate).
@MainActor
package struct ChildReconciler {
  package let parent: Node
  private let previous: NodeChildren
  private var taken: [Bool]
  private var previousIndex: [ChildKey: Int]?
  private var next: [GraphChild] = []
  /// Positions in `next` of leaves whose element changed while keeping their place.
  private(set) var changedLeaves: [Int] = []
  private var seenKeys: Set<ChildKey>?
  /// Whether leaf views are kept as leaves; a container whose children are screens, columns or
  /// tabs (which own elements, targets and activity) makes every child a node.
  private let makesLeaves: Bool

  package init(parent: Node, previous: NodeChildren, makesLeaves: Bool = true) {
    self.parent = parent
    self.previous = previous
    self.makesLeaves = makesLeaves
    taken = Array(repeating: false, count: previous.count)
    next.reserveCapacity(previous.count)
  }

  /// Adds the child for `view` under `key`, in the parent's environment unless one is given;
  /// a new child made with `startsActive` false is not evaluated until it is made active.
  package mutating func add<V: View>(
    _ view: V, key: ChildKey, environment: EnvironmentValues? = nil, startsActive: Bool = true
  ) {
    place(
      view, key: key, environment: environment ?? parent.environment, startsActive: startsActive)
  }

  /// Adds a child keyed by a `ForEach` id, reporting ids that occur twice.
  package mutating func add<V: View>(
    _ view: V, id: AnyHashable, environment: EnvironmentValues,
    in typeName: @autoclosure () -> String
  ) {
    let key = ChildKey.id(id)
    let position = next.count
    // Compared by base: a row that is an `if`/`else` has its branch's key (see `place`).
    if seenKeys == nil, position < previous.count, !taken[position],
      previous[position].key.base == key
    {
      place(view, key: key, environment: environment)
      return
    }
    if seenKeys == nil { seenKeys = Set(next.map(\.key.base)) }
    if seenKeys?.insert(key).inserted == false {
      parent.graph.diagnostics.record(.duplicateForEachID(id, in: typeName()))
    }
    place(view, key: key, environment: environment)
  }

  /// Updates the child at the next position with `view`, keeping its key, when that child is
  /// still there and the order has not been disturbed; returns false (doing nothing) otherwise.
  package mutating func updateInPlace<V: View>(_ view: V, environment: EnvironmentValues) -> Bool {
    updateInPlace(view, environment: environment, carrying: [])
  }

  private mutating func updateInPlace<V: View>(
    _ view: V, environment: EnvironmentValues, carrying attributes: [Attribute]
  ) -> Bool {
    if V.self == AnyView.self {
      return updateInPlace(
        unsafeBitCast(view, to: AnyView.self).view, environment: environment,
        carrying: attributes)
    }
    if let carrying = V.self as? any AttributeCarrying.Type {
      return updateInPlace(view, as: carrying, environment: environment, carrying: attributes)
    }
    // A branch's key depends on the branch: the caller's full update finds it.
    if V.self is any BranchChoosing.Type || V.self is any OptionalContent.Type { return false }
    let position = next.count
    guard seenKeys == nil, position < previous.count, !taken[position],
      Self.holds(previous[position], V.self, carrying: attributes)
    else { return false }
    place(
      view, key: previous[position].key, at: position, environment: environment,
      carrying: attributes)
    return true
  }

  // `view` is a `C` (the metatype check proved it), so the cast reinterprets nothing.
  private mutating func updateInPlace<V: View, C: AttributeCarrying>(
    _ view: V, as type: C.Type, environment: EnvironmentValues, carrying outer: [Attribute]
  ) -> Bool {
    let modified = unsafeBitCast(view, to: C.self)
    return updateInPlace(
      modified.carrier, environment: environment, carrying: [modified.carriedAttribute] + outer)
  }

  /// Places `view` under `key`: in the node at `position` when it is known to hold the key, else
  /// in the previous node found by key, else in a new node.
  private mutating func place<V: View>(
    _ view: V, key: ChildKey, at position: Int? = nil, environment: EnvironmentValues,
    startsActive: Bool = true, carrying attributes: [Attribute] = []
  ) {
    // An erased view has no node of its own: the view it holds takes its place, and is
    // replaced (state and all) when an update brings a view of another type.
    if V.self == AnyView.self {
      place(
        unsafeBitCast(view, to: AnyView.self).view, key: key, at: position,
        environment: environment, startsActive: startsActive, carrying: attributes)
      return
    }
    // Nor has an attribute modifier: the view it modifies carries the attribute.
    if let carrying = V.self as? any AttributeCarrying.Type {
      place(
        view, as: carrying, key: key, at: position, environment: environment,
        startsActive: startsActive, carrying: attributes)
      return
    }
    if V.self == KeptContent.self {
      keepContent(key: key, environment: environment)
      return
    }
    // Nor has an `if`/`else`: its branch takes its place, keyed by the branch, so that the
    // other branch is another view (state and all), as in SwiftUI.
    if let conditional = V.self as? any BranchChoosing.Type {
      place(
        view, choosingIn: conditional, key: key, environment: environment,
        startsActive: startsActive, carrying: attributes)
      return
    }
    // Nor has an optional view: the view it holds takes its place, keyed as an `if`'s `true`
    // branch (a view that comes and goes is made anew, state and all, as in SwiftUI), and an
    // empty view does when it holds none.
    if let optional = V.self as? any OptionalContent.Type {
      place(
        view, unwrapping: optional, key: key, environment: environment,
        startsActive: startsActive, carrying: attributes)
      return
    }
    if makesLeaves, let leaf = V.self as? any LeafView.Type {
      place(view, asLeaf: leaf, key: key, at: position, carrying: attributes)
      return
    }
    if let position = position ?? findPrevious(key) {
      taken[position] = true
      let existing = previous[position]
      if let existing = existing as? Node, Self.holds(existing, V.self, carrying: attributes) {
        existing.carry(attributes)
        existing.update(with: view, environment: environment)
        next.append(existing)
        return
      }
      existing.teardown()
    }
    next.append(
      parent.makeChild(
        view, key: key, environment: environment, startsActive: startsActive,
        carrying: attributes))
  }

  // `view` is a `C` (the metatype check proved it), so the cast reinterprets nothing.
  private mutating func place<V: View, C: AttributeCarrying>(
    _ view: V, as type: C.Type, key: ChildKey, at position: Int?, environment: EnvironmentValues,
    startsActive: Bool, carrying outer: [Attribute]
  ) {
    let modified = unsafeBitCast(view, to: C.self)
    place(
      modified.carrier, key: key, at: position, environment: environment,
      startsActive: startsActive, carrying: [modified.carriedAttribute] + outer)
  }

  // `view` is an `L` (the metatype check proved it), so the cast reinterprets nothing. A leaf
  // has no environment to take, and is never inactive: it has nothing to evaluate.
  private mutating func place<V: View, L: LeafView>(
    _ view: V, asLeaf type: L.Type, key: ChildKey, at position: Int?,
    carrying attributes: [Attribute]
  ) {
    let leaf = unsafeBitCast(view, to: L.self)
    if let position = position ?? findPrevious(key) {
      taken[position] = true
      let existing = previous[position]
      if let existing = existing as? LeafChild, existing.holds(V.self, carrying: attributes) {
        if existing.update(with: leaf, carrying: attributes, graph: parent.graph) {
          changedLeaves.append(next.count)
        }
        next.append(existing)
        return
      }
      existing.teardown()
    }
    next.append(LeafChild(leaf, key: key, carrying: attributes, graph: parent.graph))
  }

  // `view` is a `C` (the metatype check proved it), so the cast reinterprets nothing. The
  // branch is looked up again by its own key: the node found for the conditional's key, if
  // any, was found for that key, not the branch's.
  private mutating func place<V: View, C: BranchChoosing>(
    _ view: V, choosingIn type: C.Type, key: ChildKey, environment: EnvironmentValues,
    startsActive: Bool, carrying attributes: [Attribute]
  ) {
    switch unsafeBitCast(view, to: C.self).branch {
    case .trueContent(let chosen):
      place(
        chosen, key: .branched(key, true), environment: environment,
        startsActive: startsActive, carrying: attributes)
    case .falseContent(let chosen):
      place(
        chosen, key: .branched(key, false), environment: environment,
        startsActive: startsActive, carrying: attributes)
    }
  }

  // `view` is an `O` (the metatype check proved it), so the cast reinterprets nothing.
  private mutating func place<V: View, O: OptionalContent>(
    _ view: V, unwrapping type: O.Type, key: ChildKey, environment: EnvironmentValues,
    startsActive: Bool, carrying attributes: [Attribute]
  ) {
    // An absent view is an empty one, as an `if`'s missing `else`: every view a parent adds
    // is one child, which containers that read their children by position rely on.
    guard let present = unsafeBitCast(view, to: O.self).present else {
      place(
        EmptyView(), key: .branched(key, false), environment: environment,
        startsActive: startsActive, carrying: attributes)
      return
    }
    place(
      present, key: .branched(key, true), environment: environment,
      startsActive: startsActive, carrying: attributes)
  }

  /// Keeps the node placed under `key` last time (a branch's, whose key qualifies it) as it
  /// is, in `environment`: what a modifier's node places when it has no new content.
  private mutating func keepContent(key: ChildKey, environment: EnvironmentValues) {
    func holdsKey(_ position: Int) -> Bool {
      !taken[position] && previous[position].key.base == key
    }
    let here = next.count
    guard
      let position = here < previous.count && holdsKey(here)
        ? here : previous.indices.first(where: holdsKey)
    else { return }
    taken[position] = true
    let node = previous[position]
    node.receiveEnvironment(environment)
    next.append(node)
  }

  /// Whether `node` is the node of a view of type `V` with as many attribute modifiers around it
  /// as `attributes` has: the type of the modified view, which decides, as in SwiftUI, whether
  /// the node (and its state) is kept.
  private static func holds<V: View>(
    _ child: GraphChild, _ type: V.Type, carrying attributes: [Attribute]
  ) -> Bool {
    if let leaf = child as? LeafChild { return leaf.holds(V.self, carrying: attributes) }
    guard let node = child as? Node else { return false }
    return node.viewType == ObjectIdentifier(V.self)
      && node.carriedAttributeCount == attributes.count
  }

  private mutating func findPrevious(_ key: ChildKey) -> Int? {
    let position = next.count
    if position < previous.count, !taken[position], previous[position].key == key {
      return position
    }
    if previousIndex == nil {
      var index: [ChildKey: Int] = [:]
      index.reserveCapacity(previous.count)
      for (offset, node) in previous.enumerated() where index[node.key] == nil {
        index[node.key] = offset
      }
      previousIndex = index
    }
    guard let found = previousIndex?[key], !taken[found] else { return nil }
    return found
  }

  /// The child placed last, updated and ready to read.
  package var lastPlaced: GraphChild? { next.last }

  /// The new children; nodes that were not used again are torn down.
  package mutating func finish() -> NodeChildren {
    for (position, child) in previous.enumerated() where !taken[position] { child.teardown() }
    return NodeChildren(next)
  }
}
