/// How invalidations from any thread name a node without a weak reference to it.
///
/// Weak references give an object a side table, which makes every retain and release of it
/// slower; nodes are retained constantly while outputs are assembled. A handle names its node
/// without owning it, and the node marks the handle dead when it leaves the graph or goes away,
/// so a late invalidation is dropped instead of reaching a freed node.
package final class NodeHandle: @unchecked Sendable {
  // Read only on the main actor, after checking `isAlive` there.
  private unowned(unsafe) let target: Node
  // Written on the main actor (teardown) or when the node is freed; read on the main actor.
  nonisolated(unsafe) private var alive = true

  package init(_ node: Node) {
    target = node
  }

  /// The node, while it is part of the graph.
  @MainActor
  package var node: Node? { alive ? target : nil }

  /// Marks the node as gone.
  package func invalidate() {
    alive = false
  }
}
