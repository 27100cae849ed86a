import Observation

/// Ends what a node's last evaluation tracked, before the node evaluates again or leaves the
/// graph.
///
/// Observation keeps a tracked read until what it read changes: a node evaluated again for
/// another reason, or one that left the graph, would otherwise leave its earlier reads
/// registered with every model it read, for as long as the model lives (a tab kept each
/// visited page's reads, 5 KiB a visit). Observation has no public way to cancel a tracking
/// before its change comes, so each node's tracked reads also read one key of this object, and
/// retiring the node changes that key: Observation then ends the whole tracking, as it does on
/// any change, and the node's handler, told it is retiring, does not mark it for evaluation.
package final class TrackedReads: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// Made by each graph: its tables go with the graph, where one shared by every graph kept
  /// the room its busiest moment took (3 KiB more a parked tab, measured).
  package init() {}

  /// The key a node's tracked reads read here: one per handle, which the reads keep alive.
  package subscript(handle: ObjectIdentifier) -> Bool { false }

  /// Called inside a tracked read: ties it to `handle`'s retirement.
  package func mark(_ handle: NodeHandle) {
    registrar.access(self, keyPath: \TrackedReads.[ObjectIdentifier(handle)])
  }

  /// Ends every tracked read marked with `handle`, without marking its node.
  package func retire(_ handle: NodeHandle) {
    let keyPath = \TrackedReads.[ObjectIdentifier(handle)]
    handle.isRetiring = true
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
    handle.isRetiring = false
  }
}
