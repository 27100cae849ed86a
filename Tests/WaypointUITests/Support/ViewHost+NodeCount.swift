import WaypointTesting

extension ViewHost {
  /// How many nodes the host's graph has alive: what tests of views that add no node compare.
  @MainActor var nodeCount: Int { runtime.memoryUse { _ in 0 }.nodes }
}
