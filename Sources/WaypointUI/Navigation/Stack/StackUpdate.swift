import WaypointCore

/// One update of a navigation stack: its screens, made from their sources in order (the root,
/// one per path element with the destination found on the screens below it, the screens
/// bindings push, the screens view-based links push). Screens whose source and destination did
/// not change are kept as they are, so a push evaluates the new screen only.
@MainActor
struct StackUpdate {
  let node: Node
  let stack: StackContainer
  let root: AnyView

  func run() {
    // `StackOutput` reads which screens changed.
    node.keepChangedChildren()
    stack.destinations.beginUpdate()
    if let outer = node.environment.navigationContainer, outer.reportsNestedStacks {
      node.graph.diagnostics.record(.nestedNavigationStack)
    }
    let container = stack
    node.environment.tabScope?.noteStack(container, diagnostics: node.graph.diagnostics)
    let stackEnvironment = node.derivedEnvironment { $0.enter(.container(container)) }
    let path = stack.path
    let contents = node.observing(reporting: .pathMutatedOffMainActor) { path.contents() }
    let environmentChanged = !(stack.stackEnvironment?.isIdentical(to: stackEnvironment) ?? false)
    stack.stackEnvironment = stackEnvironment

    let rootNode = screenNode(
      at: 0, source: .root, stamp: nil, previousStamp: nil, environment: stackEnvironment,
      make: { root })
    let rootDeclarations = declarations(of: rootNode, previous: stack.screens.first?.declarations)
    let kept =
      environmentChanged || !rootDeclarations.declaresSame(as: stack.screens.first?.declarations)
      ? 0 : keptPathScreens(of: contents)
    let replaced = cutRecords(above: kept)
    var visible = placeRoot(rootDeclarations, kept: kept, typedPath: path.isTyped)
    var suffix = placePathScreens(
      of: contents, from: kept, visible: &visible, replaced: replaced, base: stackEnvironment)
    suffix += placePushes(visible: visible, replaced: replaced, base: stackEnvironment)
    // The top screen of the path, when kept, is made again if its destination was updated
    // since (covered screens are made again when they come back on top).
    if kept > 0, kept == contents.count, suffix.isEmpty {
      refreshKeptTop(at: kept, in: contents, table: visible.table)
    }
    attach(rootNode, keeping: kept, suffix)
    stack.shownPath = contents.fingerprint()
    stack.pathScreenCount = contents.count
    stack.staleFrom = nil
    stack.destinations.endUpdate(types: visible.table.types)
  }

  /// How many screens of path elements stay as they are: those of elements that did not
  /// change, below any screen whose declarations changed, with what is visible from them.
  private func keptPathScreens(of contents: PathContents) -> Int {
    var kept = 0
    if let shown = stack.shownPath {
      // Read through the container: a local copy of the records would be copied whole when
      // they are cut below.
      kept = contents.commonPrefixCount(with: shown) { [stack] index -> AnyHashable? in
        guard index + 1 < stack.screens.count,
          case .pathElement(_, let key) = stack.screens[index + 1].source
        else { return nil }
        return key
      }
    }
    return min(kept, stack.pathScreenCount, stack.staleFrom.map { max(0, $0 - 1) } ?? .max)
  }

  /// Cuts the records above the root and the `kept` screens; they still tell what each position
  /// was made with.
  private func cutRecords(above kept: Int) -> ReplacedScreens {
    let records = stack.screens.count > kept + 1 ? Array(stack.screens[(kept + 1)...]) : []
    stack.screens.removeLast(max(0, stack.screens.count - (kept + 1)))
    return ReplacedScreens(records: records, firstPosition: kept + 1)
  }

  /// The root's record, and what is visible from the top kept screen.
  private func placeRoot(_ declarations: ScreenDeclarations, kept: Int, typedPath: Bool)
    -> VisibleDeclarations
  {
    if kept > 0 {
      stack.screens[0].declarations = declarations
      return stack.screens[kept].visible
    }
    var visible = VisibleDeclarations(table: DestinationTable(diagnostics: node.graph.diagnostics))
    visible.add(declarations, onRoot: true, typedPath: typedPath)
    let record = StackScreen(
      source: .root, stamp: nil, declarations: declarations, visible: visible)
    if stack.screens.isEmpty {
      stack.screens.append(record)
    } else {
      stack.screens[0] = record
    }
    return visible
  }

  /// The screens of the path's elements from `kept` on, each with the destination the screens
  /// below it declare for its value's type.
  private func placePathScreens(
    of contents: PathContents, from kept: Int, visible: inout VisibleDeclarations,
    replaced: ReplacedScreens, base: EnvironmentValues
  ) -> [Node] {
    var nodes: [Node] = []
    for index in kept..<contents.count {
      let position = index + 1
      let entry = contents.entry(at: index)
      let (value, type) = resolve(entry, at: index, in: contents, with: visible.table)
      let registration = type.flatMap { visible.table.registration(for: $0) }
      let source = ScreenSource.pathElement(index: index, entryKey: entry.key)
      let made = screen(
        at: position, source: source, stamp: registration?.stamp,
        previous: replaced.record(at: position), base: base,
        make: { destinationView(for: value, type: type, registration: registration, entry: entry) })
      nodes.append(made.node)
      let screenDeclarations = declarations(
        of: made.node, previous: replaced.record(at: position)?.declarations)
      visible.add(screenDeclarations, onRoot: false, typedPath: stack.path.isTyped)
      stack.screens.append(
        StackScreen(
          source: source, stamp: registration?.stamp, declarations: screenDeclarations,
          visible: visible, environment: made.environment))
    }
    return nodes
  }

  /// The screens pushed over the path: by `navigationDestination(isPresented:)` and
  /// `navigationDestination(item:)` bindings, then by view-based links.
  private func placePushes(
    visible: VisibleDeclarations, replaced: ReplacedScreens, base: EnvironmentValues
  ) -> [Node] {
    var pushes: [(source: ScreenSource, stamp: DestinationStamp, make: () -> AnyView)] = []
    for destination in visible.presented {
      guard let shown = node.observing({ destination.present() }) else { continue }
      pushes.append(
        (
          .presented(declaration: destination.id, dismiss: shown.dismiss),
          DestinationStamp(declaration: destination.id, version: destination.version),
          { shown.content }
        ))
    }
    for push in stack.viewPushes {
      pushes.append(
        (
          .viewPush(link: push.link), DestinationStamp(declaration: push.link, version: 0),
          { push.view }
        ))
    }
    var nodes: [Node] = []
    for push in pushes {
      let position = stack.screens.count
      let made = screen(
        at: position, source: push.source, stamp: push.stamp,
        previous: replaced.record(at: position), base: base, make: push.make)
      nodes.append(made.node)
      stack.screens.append(
        StackScreen(
          source: push.source, stamp: push.stamp, visible: visible, environment: made.environment))
    }
    return nodes
  }

  /// Makes the node's children the root, the kept screens and `suffix`; only the top is active.
  private func attach(_ rootNode: Node, keeping kept: Int, _ suffix: [Node]) {
    let previousCount = node.children.count
    if node.children.first === rootNode {
      node.replaceChildren(keepingFirst: kept + 1, appending: suffix)
    } else {
      node.replaceChildren(keepingFirst: 0, appending: [rootNode] + suffix)
    }
    let children = node.children
    for position in max(0, min(previousCount, children.count) - 1)..<children.count {
      (children[position] as? Node)?.setActive(position == children.count - 1)
    }
  }

  private func refreshKeptTop(at position: Int, in contents: PathContents, table: DestinationTable)
  {
    let entry = contents.entry(at: position - 1)
    let (value, type) = resolve(entry, at: position - 1, in: contents, with: table)
    guard let registration = type.flatMap({ table.registration(for: $0) }),
      stack.screens[position].stamp != registration.stamp,
      let view = value.flatMap({ registration.make($0) }),
      let screen = node.children[position] as? WrapperNode<AnyView>,
      let environment = stack.screens[position].environment
    else { return }
    stack.screens[position].stamp = registration.stamp
    screen.receive(view, environment: environment.derived)
  }

  /// A pushed screen at `position`: its environment and its node, reusing what `previous` (the
  /// record last at that position) was made with where it still holds.
  private func screen(
    at position: Int, source: ScreenSource, stamp: DestinationStamp?, previous: StackScreen?,
    base: EnvironmentValues, make: () -> AnyView
  ) -> (node: Node, environment: ScreenEnvironment) {
    let environment = screenEnvironment(at: position, base: base, previous: previous)
    let node = screenNode(
      at: position, source: source, stamp: stamp, previousStamp: previous?.stamp,
      environment: environment.derived, make: make)
    return (node, environment)
  }

  /// The screen node at `position`: the one already there when its key and destination are the
  /// same (updated only when its environment changed), else a new one.
  private func screenNode(
    at position: Int, source: ScreenSource, stamp: DestinationStamp?,
    previousStamp: DestinationStamp?, environment: EnvironmentValues, make: () -> AnyView
  ) -> Node {
    let key = source.key(at: position)
    if position < node.children.count, node.children[position].key == key,
      let existing = node.children[position] as? WrapperNode<AnyView>
    {
      if position == 0 || previousStamp != stamp {
        existing.receive(make(), environment: environment)
        // A covered screen is updated as SwiftUI updates it: the destinations it declares
        // then make the screens above it with what its parent gave it now.
        if !existing.isActive { existing.catchUpWhileInactive() }
      } else if !existing.environment.isIdentical(to: environment) {
        existing.receiveEnvironment(environment)
      }
      return existing
    }
    return node.makeChild(make(), key: key, environment: environment)
  }

  /// The environment of a pushed screen: presented, and dismissed by popping it. The same
  /// object as before while the stack's environment is.
  private func screenEnvironment(
    at position: Int, base: EnvironmentValues, previous: StackScreen?
  ) -> ScreenEnvironment {
    if let cached = previous?.environment, cached.base.isIdentical(to: base) { return cached }
    var environment = base
    environment.isPresented = true
    environment.dismiss = DismissAction { [weak stack] in stack?.popScreens(from: position) }
    return ScreenEnvironment(base: base, derived: environment)
  }

  /// What a screen declares, read again only when its output was recomputed.
  private func declarations(of screen: Node, previous: ScreenDeclarations?) -> ScreenDeclarations {
    if let previous, previous.isCurrent(for: screen) { return previous }
    return ScreenDeclarations(screen: screen)
  }

  /// The value of a path entry, decoding a saved one through the visible destinations' types.
  private func resolve(
    _ entry: PathEntry, at index: Int, in contents: PathContents, with table: DestinationTable
  ) -> (AnyHashable?, Any.Type?) {
    if let value = entry.value { return (value, entry.type) }
    if stack.registeredTypes != table.types {
      stack.registry = NavigationTypeRegistry()
      for registration in table.registrations { registration.register(stack.registry) }
      stack.registeredTypes = table.types
    }
    switch contents.resolve(at: index, using: stack.registry) {
    case .success(let (value, type)): return (value, type)
    case .failure(let error):
      node.graph.diagnostics.record(.pathEntryUnresolved(error))
      return (nil, nil)
    }
  }

  private func destinationView(
    for value: AnyHashable?, type: Any.Type?, registration: DestinationRegistration?,
    entry: PathEntry
  ) -> AnyView {
    if let value, let registration, let view = registration.make(value) { return view }
    let typeName = type.map(TypeName.qualified) ?? entry.encoded?.typeName ?? "unknown"
    if value != nil {
      node.graph.diagnostics.record(.pathValueWithoutDestination(typeName: typeName))
    }
    return AnyView(MissingDestinationView(typeName: typeName))
  }
}

/// The records cut from a stack for an update, by the position each had: what the screen made
/// again at that position can reuse.
private struct ReplacedScreens {
  let records: [StackScreen]
  let firstPosition: Int

  func record(at position: Int) -> StackScreen? {
    let offset = position - firstPosition
    guard offset >= 0, offset < records.count else { return nil }
    return records[offset]
  }
}
