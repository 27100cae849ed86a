import Synchronization

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
  /// Set while `TrackedReads` ends the node's tracked reads, whose handlers then fire on the
  /// main actor and must not mark the node; a change arriving from another thread meanwhile
  /// is read by the evaluation that retires them.
  private let retiring = Atomic(false)

  package init(_ node: Node) {
    target = node
  }

  /// The node, while it is part of the graph.
  @MainActor
  package var node: Node? { alive ? target : nil }

  /// Whether the node's tracked reads are being retired (see `TrackedReads`).
  package var isRetiring: Bool {
    get { retiring.load(ordering: .relaxed) }
    set { retiring.store(newValue, ordering: .relaxed) }
  }

  /// Marks the node as gone.
  package func invalidate() {
    alive = false
  }
}
