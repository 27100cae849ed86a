/// Which value types have a destination in a container, as of its last update, and the links
/// that depend on it: they are evaluated again when it changes, and a link that turns out to
/// have no destination is reported once the container has read all its screens.
@MainActor
final class DestinationCatalog {
  /// The data types with a destination visible from the container.
  private(set) var types: Set<ObjectIdentifier> = []
  /// Whether the container has found its destinations at least once (before that, links
  /// cannot tell a missing destination from one not found yet).
  private(set) var isResolved = false
  /// Links whose look depends on `types`.
  private var links: [ObjectIdentifier: NodeHandle] = [:]
  private var isUpdating = false
  private var deferredChecks: [(type: Any.Type, report: @MainActor () -> Void)] = []

  /// Whether a value of type `type` has a destination.
  func hasDestination(for type: Any.Type) -> Bool {
    types.contains(ObjectIdentifier(type))
  }

  /// Marks the start of the container's update: links resolved during it cannot know yet which
  /// destinations the screens being made will declare.
  func beginUpdate() {
    isUpdating = true
  }

  /// Records the destination types found by the update that is ending, evaluates the links
  /// that depend on them again when they changed, and reports the links whose type has none.
  func endUpdate(types newTypes: Set<ObjectIdentifier>) {
    if newTypes != types || !isResolved {
      types = newTypes
      isResolved = true
      links = links.filter { $0.value.node != nil }
      for handle in links.values { handle.node?.markDirty() }
    }
    isUpdating = false
    let checks = deferredChecks
    deferredChecks = []
    for check in checks where !hasDestination(for: check.type) { check.report() }
  }

  /// Reports a link's missing destination now, or at the end of the update under way.
  func reportIfMissing(_ type: Any.Type, report: @escaping @MainActor () -> Void) {
    if isUpdating {
      deferredChecks.append((type, report))
    } else if isResolved, !hasDestination(for: type) {
      report()
    }
  }

  /// Registers a link whose enabled state depends on the destination types.
  func watch(_ link: Node) {
    links[ObjectIdentifier(link)] = link.handle
  }
}
