import Foundation
import Synchronization
import WaypointCore

/// Where invalidations arrive from any thread: a state setter, an observation's `onChange`, an
/// `objectWillChange` publisher. The flush drains it on the main actor; nothing here touches
/// graph state.
package final class Inbox: Sendable {
  private struct State {
    var nodes: [NodeHandle] = []
    var flushScheduled = false
    var postCount = 0
  }

  private let state = Mutex(State())
  private let diagnostics: DiagnosticLog
  /// Called (once until the next drain) when the first invalidation arrives, to schedule a flush.
  private let scheduleFlush: @Sendable () -> Void

  package init(diagnostics: DiagnosticLog, scheduleFlush: @escaping @Sendable () -> Void) {
    self.diagnostics = diagnostics
    self.scheduleFlush = scheduleFlush
  }

  /// Records that `node` must be evaluated again.
  package func post(_ node: NodeHandle, because cause: @autoclosure () -> String = "state") {
    post(node, reporting: .mutationOffMainActor(cause: cause()))
  }

  /// Records that `node` must be evaluated again; `offMainActor` is raised when the change comes
  /// from off the main actor.
  package func post(_ node: NodeHandle, reporting offMainActor: @autoclosure () -> Diagnostic) {
    if !MainQueue.isCurrent {
      diagnostics.record(offMainActor())
    }
    let shouldSchedule = state.withLock { state in
      state.nodes.append(node)
      state.postCount &+= 1
      guard !state.flushScheduled else { return false }
      state.flushScheduled = true
      return true
    }
    if shouldSchedule { scheduleFlush() }
  }

  /// Takes every posted node, oldest first.
  package func drain() -> [NodeHandle] {
    state.withLock { state in
      let nodes = state.nodes
      state.nodes = []
      state.flushScheduled = false
      return nodes
    }
  }

  /// Whether invalidations are waiting.
  package var isEmpty: Bool { state.withLock { $0.nodes.isEmpty } }

  /// How many invalidations have ever arrived: what code changed is told by its growth.
  package var postCount: Int { state.withLock { $0.postCount } }
}

/// Whether code runs on the main queue, which is the main actor's executor.
///
/// `Thread.isMainThread` is not the test: under some hosts (Swift Testing on Linux) the main
/// queue, and with it the main actor, is served by another thread.
package enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  package static var isCurrent: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) == true
  }
}
