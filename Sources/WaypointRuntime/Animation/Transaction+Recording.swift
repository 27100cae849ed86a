import Foundation

/// Records `animation` as the animation of the change under way, for the graph handling it.
///
/// `withAnimation` and `withTransaction` are nonisolated, as SwiftUI declares them, so a model
/// that is not main-actor isolated can call them. The graph lives on the main actor: on the main
/// queue, the main actor's executor (where taps, tasks and timers run), the record is made at
/// once, in the caller's turn, through `MainActor.assumeIsolated`, so it belongs to the
/// interaction under way. Anywhere else no interaction is under way to attribute it to: the
/// body's changes reach the graph like every change made off the main actor (through the
/// inbox, which hops to the main actor and reports it) and show without an animation.
package func noteAnimation(_ animation: Animation?) {
  guard MainQueue.isCurrent else { return }
  MainActor.assumeIsolated { ViewGraph.current?.lastAnimation = animation }
}
