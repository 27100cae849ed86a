/// How a node's child is identified among its siblings: by structural position, by branch, or
/// by an explicit id. A child keeps its node (and state) while its key and type stay the same.
///
/// The ids are boxed: every node keeps its key, and most keys are positions, which then take 9
/// bytes in each node rather than an `AnyHashable`'s 41.
package enum ChildKey: Hashable {
  /// The child at this position of a fixed structure (a tuple's element, a modifier's content).
  case index(Int)
  /// The child for this element of `ForEach` data.
  indirect case id(AnyHashable)
  /// The `true` or `false` branch of an `if`/`else`.
  case branch(Bool)
  /// The child identified by `.id(_:)`.
  indirect case explicit(AnyHashable)
  /// One branch of an `if`/`else` that has no node of its own, in the place `key` names.
  indirect case branched(ChildKey, Bool)

  /// The key without the branches of the conditionals that stand in its place: what the
  /// parent named the child (a `ForEach` id, an `.id(_:)`).
  package var base: ChildKey {
    guard case .branched(let key, _) = self else { return self }
    return key.base
  }
}
