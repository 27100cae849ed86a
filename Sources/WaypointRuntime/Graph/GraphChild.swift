/// One child in the graph: a `Node`, or a `LeafChild` kept as the element its view shows.
///
/// What a parent reads of any child — its key, its output, whether it is alive — is here, so
/// containers read their children alike whichever they are; what only nodes have (state,
/// children, an environment) is read after a cast to `Node`.
@MainActor
package class GraphChild {
  /// How the parent identifies this child among its children.
  package final let key: ChildKey
  /// Whether it is dirty, alive, active…, in the byte after the key (see `Node+Flags`).
  final var flags: NodeFlags
  // Two more values in the bytes the key and flags leave free, each subclass's own: a child's
  // size is what every open tab pays for each view it shows.
  /// A small count: a leaf's carried attributes (up to 255).
  final var packedByte: UInt8 = 0
  /// A count: a node's inactive children, a leaf's output generation.
  final var packedCount: Int32 = 0
  /// A number unique within the graph; element ids derive from it.
  package final let serial: Int

  init(key: ChildKey, flags: NodeFlags, serial: Int) {
    self.key = key.shared
    self.flags = flags
    self.serial = serial
  }

  /// The elements and upward values this child produces.
  package var output: NodeOutput { .empty }

  /// Grows each time the output is made anew, so a parent can tell in O(1) whether what it
  /// extracted from the output is still current. Compared only for equality, so it may wrap.
  package var outputGeneration: Int { 0 }

  /// Gives the child its parent's environment again, without a new view value.
  package func receiveEnvironment(_ environment: EnvironmentValues) {}

  /// Removes the child from the graph, its subtree first.
  package func teardown() {
    isAlive = false
  }
}
