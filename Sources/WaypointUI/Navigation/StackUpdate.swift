import WaypointCore

/// One update of a navigation stack: the root screen, one screen per path element (made by the
/// destination for its type, found on the root and the screens below it), then the screens
/// pushed by bindings and by view-based links. Screens whose element and destination did not
/// change are kept as they are, so a push evaluates the new screen only.
@MainActor
struct StackUpdate {
  let node: Node
  let state: StackState
  let path: StackPath
  let root: AnyView

  private var previous: [Node] { node.children }

  func run() {
    let context = state.context
    context.path = path
    context.beginUpdate()
    if node.environment.navigationStack != nil {
      node.graph.diagnostics.record(.nestedNavigationStack)
    }
    let stackEnvironment = node.derivedEnvironment { $0.navigationStack = context }
    let entries = node.observing(reporting: .pathMutatedOffMainActor) { path.entries() }

    var next: [Node] = []
    var stamps: [DestinationStamp?] = []
    var table = DestinationTable(diagnostics: node.graph.diagnostics)

    let rootNode = screen(
      at: 0, key: .index(0), stamp: nil, environment: stackEnvironment, make: { root })
    next.append(rootNode)
    stamps.append(nil)
    var presented = extract(rootNode, at: 0).presented
    table.add(extract(rootNode, at: 0).destinations, onRoot: true, typedPath: path.isTyped)

    for (index, entry) in entries.enumerated() {
      let position = next.count
      let (value, type) = resolve(entry, at: index, with: table)
      let registration = type.flatMap { table.registration(for: $0) }
      let stamp = registration?.stamp
      let screenNode = screen(
        at: position, key: .id(AnyHashable(ScreenKey(position: position, entry: entry.key))),
        stamp: stamp, environment: screenEnvironment(at: position, base: stackEnvironment),
        make: { destinationView(for: value, type: type, registration: registration, entry: entry) })
      next.append(screenNode)
      stamps.append(stamp)
      let screenExtract = extract(screenNode, at: position)
      presented += screenExtract.presented
      table.add(screenExtract.destinations, onRoot: false, typedPath: path.isTyped)
    }

    var dismissals: [@MainActor () -> Void] = []
    for destination in presented {
      guard let shown = node.observing({ destination.present() }) else { continue }
      let position = next.count
      let stamp = DestinationStamp(node: destination.id, version: destination.version)
      next.append(
        screen(
          at: position, key: .id(AnyHashable("presented-\(destination.id)")), stamp: stamp,
          environment: screenEnvironment(at: position, base: stackEnvironment),
          make: { shown.content }))
      stamps.append(stamp)
      dismissals.append(shown.dismiss)
    }
    for push in context.viewPushes {
      let position = next.count
      let stamp = DestinationStamp(node: push.id, version: 0)
      next.append(
        screen(
          at: position, key: .id(AnyHashable("view-\(push.id)")), stamp: stamp,
          environment: screenEnvironment(at: position, base: stackEnvironment),
          make: { push.view }))
      stamps.append(stamp)
    }

    let previousCount = previous.count
    node.replaceChildren(with: next)
    for position in max(0, min(previousCount, next.count) - 1)..<next.count {
      next[position].setActive(position == next.count - 1)
    }
    state.screenStamps = stamps
    context.pathScreenCount = entries.count
    context.presentedDismissals = dismissals
    context.updateDestinationTypes(table.types)
    context.endUpdate()
  }

  /// The screen node at `position`: the one already there when its key and destination are the
  /// same (updated only when its environment changed), else a new one.
  private func screen(
    at position: Int, key: ChildKey, stamp: DestinationStamp?, environment: EnvironmentValues,
    make: () -> AnyView
  ) -> Node {
    if position < previous.count, previous[position].key == key,
      previous[position].viewType == ObjectIdentifier(AnyView.self)
    {
      let existing = unsafeDowncast(previous[position], to: ViewNode<AnyView>.self)
      let sameDestination = position < state.screenStamps.count && state.screenStamps[position] == stamp
      if position == 0 || !sameDestination {
        existing.update(make(), environment: environment)
      } else if !existing.environment.isIdentical(to: environment) {
        existing.receiveEnvironment(environment)
      }
      return existing
    }
    return node.makeChild(make(), key: key, environment: environment)
  }

  /// The environment of a pushed screen: presented, and dismissed by popping it.
  private func screenEnvironment(at position: Int, base: EnvironmentValues) -> EnvironmentValues {
    while state.screenEnvironments.count <= position {
      state.screenEnvironments.append((EnvironmentValues(), EnvironmentValues()))
    }
    let cached = state.screenEnvironments[position]
    if cached.base.isIdentical(to: base) { return cached.environment }
    var environment = base
    environment.isPresented = true
    let context = state.context
    environment.dismiss = DismissAction { context.popScreens(from: position) }
    state.screenEnvironments[position] = (base, environment)
    return environment
  }

  /// The destinations and presented pushes a screen publishes, read again only when its output
  /// was recomputed.
  private func extract(_ screen: Node, at position: Int) -> ScreenExtract {
    while state.extracted.count <= position {
      state.extracted.append(
        ScreenExtract(generation: -1, node: ObjectIdentifier(screen), destinations: [], presented: []))
    }
    let output = screen.output
    let cached = state.extracted[position]
    if cached.node == ObjectIdentifier(screen), cached.generation == screen.outputGeneration {
      return cached
    }
    let made = ScreenExtract(
      generation: screen.outputGeneration, node: ObjectIdentifier(screen),
      destinations: output.preferences[NavigationDestinationsKey.self],
      presented: output.preferences[PresentedDestinationsKey.self])
    state.extracted[position] = made
    return made
  }

  /// The value of a path entry, decoding a saved one through the visible destinations' types.
  private func resolve(_ entry: StackEntry, at index: Int, with table: DestinationTable)
    -> (AnyHashable?, Any.Type?)
  {
    if let value = entry.value { return (value, entry.type) }
    if state.registeredTypes != table.types {
      state.registry = NavigationTypeRegistry()
      for registration in table.registrations { registration.register(state.registry) }
      state.registeredTypes = table.types
    }
    switch path.resolve(at: index, using: state.registry) {
    case .success(let (value, type)): return (value, type)
    case .failure(let error):
      if table.isComplete { node.graph.diagnostics.record(.pathEntryUnresolved(error)) }
      return (nil, nil)
    }
  }

  private func destinationView(
    for value: AnyHashable?, type: Any.Type?, registration: DestinationRegistration?,
    entry: StackEntry
  ) -> AnyView {
    if let value, let registration, let view = registration.make(value) { return view }
    let typeName = type.map(TypeName.qualified) ?? entry.encoded?.typeName ?? "unknown"
    if value != nil { node.graph.diagnostics.record(.pathValueWithoutDestination(typeName: typeName)) }
    return AnyView(MissingDestinationView(typeName: typeName))
  }
}

/// What identifies a pushed screen: its place on the stack and its path element.
struct ScreenKey: Hashable {
  let position: Int
  let entry: AnyHashable
}

/// The destinations visible from a stack, root first; the first for a type wins.
struct DestinationTable {
  let diagnostics: DiagnosticLog
  private(set) var registrations: [DestinationRegistration] = []
  private var byType: [ObjectIdentifier: Int] = [:]
  /// Whether every screen's destinations have been read (a saved entry is only reported as
  /// unresolved once nothing more can become known).
  var isComplete = true

  init(diagnostics: DiagnosticLog) {
    self.diagnostics = diagnostics
  }

  var types: Set<ObjectIdentifier> { Set(byType.keys) }

  func registration(for type: Any.Type) -> DestinationRegistration? {
    byType[ObjectIdentifier(type)].map { registrations[$0] }
  }

  mutating func add(_ found: [DestinationRegistration], onRoot: Bool, typedPath: Bool) {
    for registration in found {
      if typedPath && !onRoot {
        diagnostics.record(
          .typedPathNestedDestination(typeName: registration.typeName, location: registration.location))
        continue
      }
      if byType[registration.typeID] != nil {
        diagnostics.record(
          .duplicateDestination(typeName: registration.typeName, location: registration.location))
        continue
      }
      byType[registration.typeID] = registrations.count
      registrations.append(registration)
    }
  }
}

/// The screen shown for a path element that no destination handles.
struct MissingDestinationView: View {
  let typeName: String

  var body: some View {
    ContentUnavailableView(
      "No destination for “\(typeName)”", systemImage: "exclamationmark.triangle",
      description: Text("Declare navigationDestination(for: \(typeName).self) in this stack."))
  }
}
