import WaypointCore

/// What views inside a navigation stack can ask of it: push a value or a view, pop screens,
/// and whether a type has a destination. Links find it in the environment.
@MainActor
final class NavigationStackContext {
  /// The stack's node, to evaluate it again when its path changes.
  private let stack: NodeHandle
  /// The stack's path, read and written.
  var path: StackPath
  /// The data types with a destination visible from the stack.
  private(set) var destinationTypes: Set<ObjectIdentifier> = []
  /// Whether the stack has found its destinations at least once (before that, links cannot
  /// tell a missing destination from one not found yet).
  private(set) var hasResolvedDestinations = false
  /// Links whose look depends on `destinationTypes`.
  private var links: [ObjectIdentifier: NodeHandle] = [:]
  /// Pushes made by view-based links, on top of the path's screens.
  private(set) var viewPushes: [(id: Int, view: AnyView)] = []
  /// The number of screens the path makes (without view pushes and presented destinations).
  var pathScreenCount = 0
  /// The pushed screens shown for `isPresented`/`item` destinations, with how to dismiss each.
  var presentedDismissals: [@MainActor () -> Void] = []

  init(stack: Node, path: StackPath) {
    self.stack = stack.handle
    self.path = path
  }

  /// Whether a value of type `type` has a destination.
  func hasDestination(for type: Any.Type) -> Bool {
    destinationTypes.contains(ObjectIdentifier(type))
  }

  /// Records the destination types found at the last update; links that depend on them are
  /// evaluated again when they changed.
  func updateDestinationTypes(_ types: Set<ObjectIdentifier>) {
    guard types != destinationTypes || !hasResolvedDestinations else { return }
    destinationTypes = types
    hasResolvedDestinations = true
    links = links.filter { $0.value.node != nil }
    for handle in links.values { handle.node?.markDirty() }
  }

  private var isUpdating = false
  private var deferredChecks: [(type: Any.Type, report: @MainActor () -> Void)] = []

  /// Marks the start of the stack's update: links resolved during it cannot know yet which
  /// destinations the screens being made will declare.
  func beginUpdate() {
    isUpdating = true
  }

  /// Ends the stack's update, reporting the links whose type turned out to have no destination.
  func endUpdate() {
    isUpdating = false
    let checks = deferredChecks
    deferredChecks = []
    for check in checks where !hasDestination(for: check.type) { check.report() }
  }

  /// Reports a link's missing destination now, or at the end of the update under way.
  func reportIfMissing(_ type: Any.Type, report: @escaping @MainActor () -> Void) {
    if isUpdating {
      deferredChecks.append((type, report))
    } else if hasResolvedDestinations, !hasDestination(for: type) {
      report()
    }
  }

  /// Registers a link whose enabled state depends on the destination types.
  func watch(_ link: Node) {
    links[ObjectIdentifier(link)] = link.handle
  }

  /// Appends a link's value to the path.
  func push(_ request: PushRequest) {
    path.push(request)
    stack.node?.markDirty()
  }

  /// Pushes a view (a view-based link) on top of the stack.
  func pushView(id: Int, _ view: AnyView) {
    viewPushes.append((id, view))
    stack.node?.markDirty()
  }

  /// Pops the screen at `index` and every screen above it; the root (0) cannot be popped.
  func popScreens(from index: Int) {
    guard index >= 1 else { return }
    let pathScreens = pathScreenCount
    let presentedEnd = pathScreens + presentedDismissals.count
    if index <= presentedEnd {
      let presentedFrom = max(0, index - 1 - pathScreens)
      for dismiss in presentedDismissals[presentedFrom...].reversed() { dismiss() }
    }
    let keptViewPushes = max(0, index - 1 - presentedEnd)
    if keptViewPushes < viewPushes.count {
      viewPushes.removeLast(viewPushes.count - keptViewPushes)
    }
    if index - 1 < pathScreens { path.truncate(to: index - 1) }
    stack.node?.markDirty()
  }
}

/// A link's value, with how to append it to each kind of path.
struct PushRequest {
  let value: AnyHashable
  let type: Any.Type
  /// Appends with the overload the link was made with, so codability is kept.
  let appendToNavigationPath: (inout NavigationPath) -> Void
}

extension EnvironmentValues {
  /// The navigation stack a view is inside, if any.
  var navigationStack: NavigationStackContext? {
    get { self[NavigationStackKey.self] }
    set { self[NavigationStackKey.self] = newValue }
  }
}

private enum NavigationStackKey: EnvironmentKey {
  static var defaultValue: NavigationStackContext? { nil }
}
