/// Where one of a stack's screens comes from, and so how it is identified and popped. A stack's
/// screens are its root, one per path element, the screens bindings push, then the screens
/// view-based links push, in that order.
enum ScreenSource {
  /// The stack's root view.
  case root
  /// The path element at `index` (shown at position `index + 1`).
  case pathElement(index: Int, entryKey: AnyHashable)
  /// A screen a `navigationDestination(isPresented:)` or `(item:)` binding pushes; popping it
  /// sets the binding back.
  case presented(declaration: Int, dismiss: @MainActor () -> Void)
  /// The destination of a view-based link.
  case viewPush(link: Int)

  /// The screen's key among the stack's children at `position`.
  func key(at position: Int) -> ChildKey {
    switch self {
    case .root: .index(0)
    case .pathElement(_, let entryKey):
      .id(AnyHashable(ScreenKey.pathElement(position: position, entry: entryKey)))
    case .presented(let declaration, _): .id(AnyHashable(ScreenKey.presented(declaration)))
    case .viewPush(let link): .id(AnyHashable(ScreenKey.viewPush(link)))
    }
  }
}

/// What identifies a pushed screen among a stack's children.
enum ScreenKey: Hashable {
  /// A path element at its place on the stack.
  case pathElement(position: Int, entry: AnyHashable)
  /// The push of the binding declared by this node.
  case presented(Int)
  /// The push of the view-based link with this node serial.
  case viewPush(Int)
}

/// One screen of a stack as of the stack's last update.
struct StackScreen {
  /// Where it comes from and how it is popped.
  var source: ScreenSource
  /// The destination declaration and version it was made with; nil for the root and for a
  /// placeholder.
  var stamp: DestinationStamp?
  /// What it declared when last read; nil for screens pushed by bindings and links, whose
  /// declarations the stack does not read.
  var declarations: ScreenDeclarations?
  /// The destinations and binding pushes declared on it and on the screens below it, which the
  /// screen above finds its destination in.
  var visible: VisibleDeclarations
  /// The environment it was given.
  var environment: ScreenEnvironment?
}

/// A screen's environment, and the stack environment it was derived from.
struct ScreenEnvironment {
  var base: EnvironmentValues
  var derived: EnvironmentValues
}

/// What a stack read from one screen's output: the destinations and binding pushes declared on
/// it, and at which output generation of which node.
struct ScreenDeclarations {
  var generation: Int
  var node: ObjectIdentifier
  var destinations: [DestinationRegistration]
  var presented: [PresentedDestination]

  @MainActor
  init(screen: Node) {
    let preferences = screen.output.preferences
    generation = screen.outputGeneration
    node = ObjectIdentifier(screen)
    destinations = preferences[NavigationDestinationsKey.self]
    presented = preferences[PresentedDestinationsKey.self]
  }

  /// Whether this was read from `screen` as its output is now.
  @MainActor
  func isCurrent(for screen: Node) -> Bool {
    // An invalidated output counts a new generation only once computed again.
    _ = screen.output
    return node == ObjectIdentifier(screen) && generation == screen.outputGeneration
  }

  /// Whether `other` has the same declarations from the same modifiers; their closures may be
  /// newer, which the boxes carry.
  @MainActor
  func declaresSame(as other: ScreenDeclarations?) -> Bool {
    guard let other else { return false }
    return destinations.map(\.box.declaration) == other.destinations.map(\.box.declaration)
      && presented.map(\.id) == other.presented.map(\.id)
  }
}

/// The destinations and binding pushes visible from a screen: those of the screens up to it.
struct VisibleDeclarations {
  var table: DestinationTable
  var presented: [PresentedDestination] = []

  /// Adds what a screen declares.
  mutating func add(_ declarations: ScreenDeclarations, onRoot: Bool, typedPath: Bool) {
    table.add(declarations.destinations, onRoot: onRoot, typedPath: typedPath)
    presented += declarations.presented
  }
}
