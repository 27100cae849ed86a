import Foundation

/// Runs `work` as a task of the graph handling the current interaction, so that hosts count it
/// as running (`settle(timeout:)` waits for it), or as a plain task outside an interaction.
/// For controls whose action finishes later (a share or a paste that reads asynchronously).
@MainActor
package func startInteractionTask(named name: String, _ work: @escaping @MainActor () async -> Void)
{
  if let graph = ViewGraph.current {
    _ = graph.startTask(named: name, priority: nil, work)
  } else {
    Task { await work() }
  }
}
