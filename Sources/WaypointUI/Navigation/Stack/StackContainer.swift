import WaypointCore

/// A navigation stack as a container: its path, its screens as of the last update, and what
/// links inside ask of it. It is the stack node's state between updates.
@MainActor
final class StackContainer: NavigationContainer {
  private let stack: NodeHandle
  /// The path of a stack without a binding.
  let ownedPath = NavigationPathBox()
  /// Where the path lives, as of the last update.
  var path: PathSource
  let destinations = DestinationCatalog()
  /// The screens, root first, as of the last update.
  var screens: [StackScreen] = []
  /// How many of `screens` the path makes (after the root).
  var pathScreenCount = 0
  /// The destinations of view-based links pushed, in order, on top of the other screens.
  private(set) var viewPushes: [(link: Int, view: AnyView)] = []
  /// The path as last shown, to find the screens that did not change.
  var shownPath: PathFingerprint?
  /// The first screen whose declarations changed since the last update.
  var staleFrom: Int?
  /// The environment screens were last derived from.
  var stackEnvironment: EnvironmentValues?
  /// The types saved path entries are decoded with: those of the visible destinations.
  var registry = NavigationTypeRegistry()
  var registeredTypes: Set<ObjectIdentifier> = []
  /// How the screens are shown.
  let sequence = ScreenSequence()

  private init(node: Node) {
    stack = node.handle
    path = PathSource(storage: .owned(ownedPath))
  }

  /// The container kept on a stack's node.
  static func of(_ node: Node) -> StackContainer {
    return node.primitiveState { StackContainer(node: node) }
  }

  var reportsNestedStacks: Bool { true }

  func showDestination(_ request: PushRequest) {
    if let elementType = path.elementType, elementType != request.type {
      stack.node?.graph.diagnostics.record(
        .typedPathValueMismatch(
          valueType: TypeName.qualified(request.type),
          elementType: TypeName.qualified(elementType)))
      return
    }
    path.push(request)
    stack.node?.markDirty()
  }

  func showDestination(view: AnyView, fromLink link: Int) {
    viewPushes.append((link, view))
    stack.node?.markDirty()
  }

  /// Pops the screen at `index` and every screen above it, each the way it came: the path is
  /// cut once, each binding is set back, and view-based pushes are dropped. The root stays.
  func popScreens(from index: Int) {
    guard index >= 1, index < screens.count else { return }
    let popped = screens[index...]
    var pathLength: Int?
    var poppedLinks: Set<Int> = []
    for screen in popped.reversed() {
      switch screen.source {
      case .root: break
      case .pathElement(let elementIndex, _): pathLength = elementIndex
      case .presented(_, let dismiss): dismiss()
      case .viewPush(let link): poppedLinks.insert(link)
      }
    }
    if !poppedLinks.isEmpty { viewPushes.removeAll { poppedLinks.contains($0.link) } }
    if let pathLength { path.truncate(to: pathLength) }
    stack.node?.markDirty()
  }
}
