import WaypointCore

/// What a navigation stack keeps between updates.
@MainActor
final class StackState {
  /// The path of a stack without a binding.
  let ownedPath = OwnedPath()
  /// What views inside the stack reach through the environment.
  let context: NavigationStackContext
  /// Per path screen position (0 is the root): the destination declaration and version the
  /// screen was made with.
  var screenStamps: [DestinationStamp?] = []
  /// The same for the screens pushed by bindings and view-based links, after the path's.
  var extraStamps: [DestinationStamp?] = []
  /// The path at the last update, to find the screens that did not change.
  var lastShown: ShownPath?
  /// The key of each path screen's element (position 1 is element 0).
  var entryKeys: [AnyHashable] = []
  /// How many screens the path made at the last update.
  var pathScreenCount = 0
  /// The first screen whose declarations changed since the last update.
  var staleFrom: Int?
  /// The stack environment screens were last given.
  var stackEnvironment: EnvironmentValues?
  /// What the root screen declared at the last update.
  var rootDeclarations: ScreenExtract?
  /// Per path screen position: the destinations, presented pushes and URL handlers found on it
  /// and the screens below it.
  var cumulative: [(DestinationTable, [PresentedDestination], [OpenURLHandler])] = []
  /// The URL handlers of all screens, as of the last update.
  var urlHandlers: [OpenURLHandler] = []
  /// Per screen position: what was extracted from its output, and at which output generation.
  var extracted: [ScreenExtract] = []
  /// Per screen position: the environment it was given, and the stack environment it came from.
  var screenEnvironments: [(base: EnvironmentValues, environment: EnvironmentValues)] = []
  /// The types saved path entries are decoded with: those of the visible destinations.
  var registry = NavigationTypeRegistry()
  var registeredTypes: Set<ObjectIdentifier> = []
  /// The wrapper elements of each screen, as last built.
  var screenElements: [Element] = []
  /// Each screen's title, as last read.
  var titles: [String?] = []
  /// The back buttons' action targets, by screen node.
  var backTargets: [ObjectIdentifier: ActionTarget] = [:]
  /// Navigation bars and back buttons made last time, by id, for reuse.
  var madeElements: [ElementID: Element] = [:]

  private init(node: Node) {
    context = NavigationStackContext(stack: node, path: StackPath(storage: .owned(ownedPath)))
  }

  /// The stamp the screen at `position` was made with.
  func stamp(at position: Int) -> DestinationStamp? {
    if position < screenStamps.count { return screenStamps[position] }
    let extra = position - pathScreenCount - 1
    return extra >= 0 && extra < extraStamps.count ? extraStamps[extra] : nil
  }

  static func of(_ node: Node) -> StackState {
    if let state = node.primitiveState as? StackState { return state }
    let state = StackState(node: node)
    node.primitiveState = state
    return state
  }
}

/// What a stack read from one screen's output.
struct ScreenExtract {
  var generation: Int
  var node: ObjectIdentifier
  var destinations: [DestinationRegistration]
  var presented: [PresentedDestination]
  var urlHandlers: [OpenURLHandler]

  @MainActor
  init(screen: Node, preferences: PreferenceValues? = nil) {
    generation = preferences == nil ? -1 : screen.outputGeneration
    node = ObjectIdentifier(screen)
    destinations = preferences?[NavigationDestinationsKey.self] ?? []
    presented = preferences?[PresentedDestinationsKey.self] ?? []
    urlHandlers = preferences?[OpenURLHandlersKey.self] ?? []
  }

  /// Whether `other` has the same declarations (destinations, pushes, handlers) from the same
  /// modifiers; their closures may be newer, which the boxes carry.
  @MainActor
  func declaresSame(as other: ScreenExtract?) -> Bool {
    guard let other else { return false }
    return destinations.map(\.box.node) == other.destinations.map(\.box.node)
      && presented.map(\.id) == other.presented.map(\.id)
      && urlHandlers.count == other.urlHandlers.count
  }
}
