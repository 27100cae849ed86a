/// A value the host changed (the window's size class, its colour scheme), carried to every node
/// without updating the views that do not read it.
///
/// Each environment takes the new value in place, and the same storage always gives the same
/// result, so environments that were identical stay identical and the caches that compare them
/// (a modifier's derived environment, a stack's screen environments) stay valid.
@MainActor
final class HostEnvironmentChange {
  private let apply: (EnvironmentValues) -> EnvironmentValues
  /// The environments taken so far, by their old storage, with the old one kept alive so its
  /// identity is not reused.
  private var taken: [ObjectIdentifier: (old: EnvironmentValues, new: EnvironmentValues)] = [:]

  init<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
    apply = { $0.takingHostValue(key, value) }
  }

  /// `environment` with the host's new value, unless a view overrode it there.
  func callAsFunction(_ environment: EnvironmentValues) -> EnvironmentValues {
    let id = environment.storageIdentity
    if let done = taken[id] { return done.new }
    let new = apply(environment)
    taken[id] = (environment, new)
    return new
  }
}

/// State that keeps environments derived from its node's (a derived environment, a container's
/// per-screen or per-column environments): they take a host change with the node.
@MainActor
protocol HoldsEnvironments: AnyObject {
  func take(_ change: HostEnvironmentChange)
}

extension Node {
  /// Gives this node and its descendants the host's change, and collects the nodes that read
  /// the environment in a way the change can affect, to be evaluated.
  final func take(_ change: HostEnvironmentChange, readers: inout [Node]) {
    environment = change(environment)
    (environmentCache as? HoldsEnvironments)?.take(change)
    (primitiveState as? HoldsEnvironments)?.take(change)
    if readsHostEnvironment { readers.append(self) }
    for child in children { child.take(change, readers: &readers) }
  }
}
