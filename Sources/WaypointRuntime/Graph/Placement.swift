/// What a container's children were last placed from: the container's value version and the
/// children's keys, in order.
package struct Placement: Equatable {
  package let valueVersion: Int
  package let keys: [AnyHashable]
}

extension Node {
  /// Whether the children must be placed again. A container re-evaluated without a new value of
  /// its view (a selection, a switch, a host change), whose children have the same keys and are
  /// already in `environments`, has nothing to place: skipping it updates none of their content.
  /// Records this placement in `last`.
  package final func needsPlacing(
    keys: [AnyHashable], environments: [EnvironmentValues], since last: inout Placement?
  ) -> Bool {
    let now = Placement(valueVersion: valueVersion, keys: keys)
    let previous = last
    last = now
    guard previous == now, children.count == environments.count else { return true }
    // A leaf reads no environment.
    return !zip(children, environments).allSatisfy { child, environment in
      (child as? Node)?.environment.isIdentical(to: environment) ?? true
    }
  }
}
