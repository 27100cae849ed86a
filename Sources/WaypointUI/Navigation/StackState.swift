import WaypointCore

/// What a navigation stack keeps between updates.
@MainActor
final class StackState {
  /// The path of a stack without a binding.
  let ownedPath = OwnedPath()
  /// What views inside the stack reach through the environment.
  let context: NavigationStackContext
  /// Per screen position: the destination declaration and version the screen was made with.
  var screenStamps: [DestinationStamp?] = []
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
}
