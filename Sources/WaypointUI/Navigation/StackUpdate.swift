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
    let snapshot = node.observing(reporting: .pathMutatedOffMainActor) { path.snapshot() }
    let environmentChanged = !(state.stackEnvironment?.isIdentical(to: stackEnvironment) ?? false)
    state.stackEnvironment = stackEnvironment

    let rootNode = screen(
      at: 0, key: .index(0), stamp: nil, environment: stackEnvironment, make: { root })
    let rootExtract = extract(rootNode, at: 0)

    // The screens of path elements that did not change, below any screen whose declarations
    // changed, are kept as they are, with the destinations and pushes found up to them.
    var kept =
      state.lastShown.map { snapshot.commonPrefixCount(with: $0, keys: state.entryKeys) } ?? 0
    kept = min(kept, state.pathScreenCount, state.staleFrom.map { max(0, $0 - 1) } ?? .max)
    if environmentChanged || !rootExtract.declaresSame(as: state.rootDeclarations) { kept = 0 }
    state.rootDeclarations = rootExtract

    let keptChildren = kept + 1
    var suffix: [Node] = []
    var table: DestinationTable
    var presented: [PresentedDestination]
    var handlers: [OpenURLHandler]
    if kept > 0 {
      (table, presented, handlers) = state.cumulative[kept]
    } else {
      table = DestinationTable(diagnostics: node.graph.diagnostics)
      table.add(rootExtract.destinations, onRoot: true, typedPath: path.isTyped)
      presented = rootExtract.presented
      handlers = rootExtract.urlHandlers
    }
    state.cumulative.removeLast(max(0, state.cumulative.count - kept - 1))
    if state.cumulative.isEmpty { state.cumulative.append((table, presented, handlers)) }
    state.cumulative[0] = kept > 0 ? state.cumulative[0] : (table, presented, handlers)
    state.screenStamps.removeLast(max(0, state.screenStamps.count - kept - 1))
    if state.screenStamps.isEmpty { state.screenStamps.append(nil) }
    state.entryKeys.removeLast(max(0, state.entryKeys.count - kept))

    for index in kept..<snapshot.count {
      let position = index + 1
      let entry = snapshot.entry(at: index)
      let (value, type) = resolve(entry, at: index, in: snapshot, with: table)
      let registration = type.flatMap { table.registration(for: $0) }
      let stamp = registration?.stamp
      let screenNode = screen(
        at: position, key: .id(AnyHashable(ScreenKey(position: position, entry: entry.key))),
        stamp: stamp, environment: screenEnvironment(at: position, base: stackEnvironment),
        make: { destinationView(for: value, type: type, registration: registration, entry: entry) })
      suffix.append(screenNode)
      state.screenStamps.append(stamp)
      state.entryKeys.append(entry.key)
      let screenExtract = extract(screenNode, at: position)
      presented += screenExtract.presented
      handlers += screenExtract.urlHandlers
      table.add(screenExtract.destinations, onRoot: false, typedPath: path.isTyped)
      state.cumulative.append((table, presented, handlers))
    }

    var dismissals: [@MainActor () -> Void] = []
    var extraStamps: [DestinationStamp?] = []
    for destination in presented {
      guard let shown = node.observing({ destination.present() }) else { continue }
      let position = keptChildren + suffix.count
      let stamp = DestinationStamp(node: destination.id, version: destination.version)
      suffix.append(
        screen(
          at: position, key: .id(AnyHashable("presented-\(destination.id)")), stamp: stamp,
          environment: screenEnvironment(at: position, base: stackEnvironment),
          make: { shown.content }))
      extraStamps.append(stamp)
      dismissals.append(shown.dismiss)
    }
    for push in context.viewPushes {
      let position = keptChildren + suffix.count
      let stamp = DestinationStamp(node: push.id, version: 0)
      suffix.append(
        screen(
          at: position, key: .id(AnyHashable("view-\(push.id)")), stamp: stamp,
          environment: screenEnvironment(at: position, base: stackEnvironment),
          make: { push.view }))
      extraStamps.append(stamp)
    }

    // The top screen of the path, when kept, is made again if its destination was updated
    // since (covered screens are made again when they come back on top).
    if kept > 0, kept == snapshot.count, suffix.isEmpty {
      refreshKeptTop(previous[kept], at: kept, in: snapshot, table: table)
    }

    let previousCount = previous.count
    if previous.first === rootNode {
      node.replaceChildren(keepingFirst: keptChildren, appending: suffix)
    } else {
      node.replaceChildren(keepingFirst: 0, appending: [rootNode] + suffix)
    }
    let children = node.children
    for position in max(0, min(previousCount, children.count) - 1)..<children.count {
      children[position].setActive(position == children.count - 1)
    }
    state.extraStamps = extraStamps
    state.lastShown = snapshot.shown()
    state.pathScreenCount = snapshot.count
    state.staleFrom = nil
    state.urlHandlers = handlers
    context.pathScreenCount = snapshot.count
    context.presentedDismissals = dismissals
    context.updateDestinationTypes(table.types)
    context.endUpdate()
  }

  private func refreshKeptTop(
    _ screenNode: Node, at position: Int, in snapshot: PathSnapshot, table: DestinationTable
  ) {
    let entry = snapshot.entry(at: position - 1)
    let (value, type) = resolve(entry, at: position - 1, in: snapshot, with: table)
    guard let registration = type.flatMap({ table.registration(for: $0) }),
      state.stamp(at: position) != registration.stamp,
      let view = value.flatMap({ registration.make($0) })
    else { return }
    state.screenStamps[position] = registration.stamp
    unsafeDowncast(screenNode, to: ViewNode<AnyView>.self)
      .update(
        view,
        environment: screenEnvironment(
          at: position, base: state.stackEnvironment ?? node.environment))
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
      let usedStamp = state.stamp(at: position)
      let sameDestination = usedStamp == stamp
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

  /// The destinations, presented pushes and URL handlers a screen publishes, read again only
  /// when its output was recomputed.
  private func extract(_ screen: Node, at position: Int) -> ScreenExtract {
    while state.extracted.count <= position {
      state.extracted.append(ScreenExtract(screen: screen))
    }
    let output = screen.output
    let cached = state.extracted[position]
    if cached.node == ObjectIdentifier(screen), cached.generation == screen.outputGeneration {
      return cached
    }
    let made = ScreenExtract(screen: screen, preferences: output.preferences)
    state.extracted[position] = made
    return made
  }

  /// The value of a path entry, decoding a saved one through the visible destinations' types.
  private func resolve(
    _ entry: StackEntry, at index: Int, in snapshot: PathSnapshot, with table: DestinationTable
  ) -> (AnyHashable?, Any.Type?) {
    if let value = entry.value { return (value, entry.type) }
    if state.registeredTypes != table.types {
      state.registry = NavigationTypeRegistry()
      for registration in table.registrations { registration.register(state.registry) }
      state.registeredTypes = table.types
    }
    switch snapshot.resolve(at: index, using: state.registry) {
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
    if value != nil {
      node.graph.diagnostics.record(.pathValueWithoutDestination(typeName: typeName))
    }
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
          .typedPathNestedDestination(
            typeName: registration.typeName, location: registration.location))
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
