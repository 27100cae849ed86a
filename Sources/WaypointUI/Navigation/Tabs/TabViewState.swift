import WaypointCore

/// A tab view's state between updates: the tabs as last declared, the selected one when no
/// binding holds it, each tab's environment, and the root stack of each tab, which selecting the
/// selected tab again pops.
@MainActor
final class TabViewState {
  /// The tabs as last declared, in the order of the tab view's children.
  var entries: [TabEntry] = []
  /// The order to show them in (indices into `entries`): the builder's, or a customization's.
  var order: [Int] = []
  /// The form the tabs take now.
  var form = TabBarInfo.Form.tabBar
  /// The customization at work, when the tab view is customizable.
  var customizing: TabCustomizing?
  /// The tab whose context menu is shown, if any.
  var menuShownFor: AnyHashable?
  /// The selected tab's identity, as last resolved.
  var selected: AnyHashable?
  /// The selection binding, as of the last update.
  var binding: TabSelection?
  /// What the tabs were last placed from (see `Node.needsPlacing`).
  var placedFrom: Placement?
  /// Each tab's scope (its environment entry), by identity.
  var scopes: [AnyHashable: TabScope] = [:]
  /// The environment each tab was last given, and the tab view's it came from.
  var environments: (base: EnvironmentValues, derived: [AnyHashable: EnvironmentValues])?
  private let node: NodeHandle

  private init(node: Node) {
    self.node = node.handle
  }

  /// The state kept on a tab view's node.
  static func of(_ node: Node) -> TabViewState {
    return node.primitiveState { TabViewState(node: node) }
  }

  /// The tabs a user can see and pick, in the order shown: those not hidden.
  var visibleEntries: [TabEntry] { order.map { entries[$0] }.filter { !$0.isHidden } }

  /// Shows the context menu of the tab `identity`, or closes it (nil).
  func showMenu(of identity: AnyHashable?) {
    menuShownFor = identity
    node.node?.markDirty()
  }

  /// Carries out a person's edit of a tab (hide, move) on the customization.
  func customize(_ action: ElementAction, tab identity: AnyHashable) {
    guard let customizing, let entry = entries.first(where: { $0.identity == identity }),
      let id = entry.customizationID
    else { return }
    let section = entry.sectionCustomizationID
    let sectionOrder = order.map { entries[$0] }.filter {
      $0.sectionCustomizationID == section && !$0.isHidden
    }.compactMap(\.customizationID)
    customizing.perform(action, on: id, section: section, order: sectionOrder)
  }

  /// Selects the tab with `identity` unless it is disabled; selecting the selected tab pops its
  /// stack to the root.
  func select(_ identity: AnyHashable) {
    guard let entry = entries.first(where: { $0.identity == identity }), !entry.isHidden,
      !entry.isDisabled
    else {
      return
    }
    if identity == selected {
      scopes[identity]?.popToRoot()
      return
    }
    selected = identity
    if let binding, let value = entry.value { binding.write(value) }
    node.node?.markDirty()
  }
}

/// What a tab gives its content through the environment: a place for the tab's outermost
/// navigation container (a stack, or a split view) and the stacks inside it to say where they
/// are, so that selecting the tab again can take it back to its first screen, and so that two
/// tabs showing one path are caught.
@MainActor
final class TabScope {
  private(set) weak var rootStack: StackContainer?
  /// The tab's split view, when it is the outermost container.
  private weak var rootSplit: SplitViewState?
  /// Every stack inside the tab, outermost first.
  private var stacks: [WeakStack] = []
  /// The other tabs' scopes, to compare paths with.
  weak var tabs: TabViewState?

  /// Called by a split view inside the tab; the outermost container is the tab's root.
  func noteSplitView(_ split: SplitViewState) {
    if rootStack == nil && rootSplit == nil { rootSplit = split }
  }

  /// Called by a stack inside the tab; the first one, the outermost, is the tab's root stack
  /// unless a split view holds it.
  func noteStack(_ stack: StackContainer, diagnostics: DiagnosticLog) {
    stacks.removeAll { $0.stack == nil }
    if !stacks.contains(where: { $0.stack === stack }) { stacks.append(WeakStack(stack: stack)) }
    if rootStack == nil && rootSplit == nil { rootStack = stack }
    guard stack === rootStack, let tabs else { return }
    let shared = tabs.scopes.values.contains { other in
      guard other !== self, let otherStack = other.rootStack else { return false }
      return otherStack.path.isSamePlace(as: stack.path)
    }
    if shared { diagnostics.record(.pathSharedAcrossTabs) }
  }

  /// Takes the tab back to its first screen: its root stack to its root; for a split view,
  /// collapsed, the one stack a person sees back to its first column, and at every width the
  /// stacks in its columns to their roots (the selections at regular width stay).
  func popToRoot() {
    guard let rootSplit else {
      rootStack?.popScreens(from: 1)
      return
    }
    if rootSplit.isCollapsed { rootSplit.popToFirstColumn() }
    for entry in stacks { entry.stack?.popScreens(from: 1) }
  }
}

/// A stack a tab's scope remembers without keeping it.
private struct WeakStack {
  weak var stack: StackContainer?
}

extension EnvironmentValues {
  /// The tab the view is in, if any.
  var tabScope: TabScope? {
    get { self[TabScopeKey.self].scope }
    set { self[TabScopeKey.self] = WeakTabScope(scope: newValue) }
  }
}

private struct WeakTabScope {
  weak var scope: TabScope?
}

private enum TabScopeKey: EnvironmentKey {
  static var defaultValue: WeakTabScope { WeakTabScope(scope: nil) }
}

extension TabBarInfo.Form {
  /// The form a tab view of `style` takes at the environment's size class (and, for a
  /// sidebar-adaptable one, its `defaultAdaptableTabBarPlacement`).
  @MainActor
  static func of(_ style: TabViewStyleKind, in environment: EnvironmentValues) -> Self {
    switch style {
    case .page: .pageIndicator
    case .sidebar: .sidebar
    case .sidebarAdaptable
    where environment.horizontalSizeClass != .compact
      && environment.defaultAdaptableTabBarPlacement != .tabBar:
      .sidebar
    default: .tabBar
    }
  }
}
