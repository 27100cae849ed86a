import WaypointCore

/// One update of a tab view: the tabs declared, the selection resolved (a hidden or removed
/// selected tab gives way to the first visible one), every tab's content placed as a child so it
/// keeps its state, and only the selected tab active.
@MainActor
struct TabUpdate {
  let node: Node
  let declaration: TabDeclaration
  let selection: TabSelection?

  func run() {
    let tabs = TabViewState.of(node)
    tabs.binding = selection
    if let outer = node.environment.navigationContainer, outer.reportsNestedStacks,
      node.environment.tabViewStyle != .page
    {
      node.graph.diagnostics.record(.stackAroundTabView)
    }
    switch declaration {
    case .tabs(let declared):
      // Tabs are known before their content: only the selected one is made now, the others
      // when first selected.
      let entries = arrange(declared, in: tabs)
      place(entries, in: tabs, selected: tabs.selected)
    case .views(let views):
      // A `.tabItem`'s title and tag are in its view's output: every view is made.
      place(views, in: tabs, selected: nil)
      let read = zip(views, node.children.nodes).map(Self.readTabItem)
      _ = arrange(read, in: tabs)
    }
    // The tab left disappears before the tab shown appears. Every tab is a node (`place`).
    let pairs = zip(tabs.entries, node.children.nodes)
    for (entry, child) in pairs where entry.identity != tabs.selected { child.setActive(false) }
    for (entry, child) in pairs where entry.identity == tabs.selected { child.setActive(true) }
  }

  /// Takes the declared tabs: their form, the customization's hiding and order, and the
  /// selection (a hidden or removed selected tab gives way to the first visible one).
  private func arrange(_ declared: [TabEntry], in tabs: TabViewState) -> [TabEntry] {
    var entries = declared
    tabs.form = .of(node.environment.tabViewStyle, in: node.environment)
    if node.environment.tabBarMinimizeBehavior.minimizes,
      tabs.form != .tabBar || node.environment.horizontalSizeClass != .compact
    {
      node.graph.diagnostics.record(.tabBarMinimizeWithoutEffect)
    }
    if tabs.form == .tabBar {
      for index in entries.indices where entries[index].isSidebarOnly {
        entries[index].isHidden = true
      }
    }
    tabs.order = Array(entries.indices)
    tabs.customizing = nil
    if let binding = node.environment.tabViewCustomization,
      node.environment.tabViewStyle == .sidebarAdaptable
    {
      let customizing = TabCustomizing(
        binding: binding, placement: tabs.form == .sidebar ? .sidebar : .tabBar)
      let customization = node.observing { binding.wrappedValue }
      tabs.order = customizing.apply(to: &entries, customization: customization)
      tabs.customizing = customizing
      reportCustomizationIDs(of: entries)
    }
    // What the tab bar shows, without the tabs' views: those are placed from the entries
    // returned, and their nodes keep them.
    tabs.entries = entries.map(\.withoutContent)
    let bound = selection.map { selection in node.observing { selection.read() } }
    var selected =
      bound.flatMap { value in entries.first { $0.value == value }?.identity } ?? tabs.selected
    if selected == nil || !tabs.visibleEntries.contains(where: { $0.identity == selected }) {
      selected = tabs.visibleEntries.first?.identity
      if let bound, let first = tabs.visibleEntries.first, let value = first.value, value != bound {
        selection?.write(value)
      }
    }
    tabs.selected = selected
    return entries
  }

  /// A customizable tab view needs a customization id on every tab, each once.
  private func reportCustomizationIDs(of entries: [TabEntry]) {
    let ids = entries.compactMap(\.customizationID)
    if ids.count < entries.count { node.graph.diagnostics.record(.tabCustomizationIDMissing) }
    if Set(ids).count < ids.count { node.graph.diagnostics.record(.tabCustomizationIDRepeated) }
  }

  /// Every tab's content as a child, each in its tab's environment; not again when neither the
  /// tab view's value nor its tabs changed (a switch, a host change).
  private func place(_ entries: [TabEntry], in tabs: TabViewState, selected: AnyHashable?) {
    let environments = tabEnvironments(for: tabs, entries: entries)
    let menu = tabs.menuShownFor.flatMap { shown in
      entries.first { $0.identity == shown && tabs.form == .sidebar }?.contextMenu.map {
        (shown, $0)
      }
    }
    if menu == nil { tabs.menuShownFor = nil }
    let keys = entries.map(\.identity) + (menu.map { [AnyHashable(TabMenuKey(tab: $0.0))] } ?? [])
    let childEnvironments =
      entries.compactMap { environments[$0.identity] } + (menu == nil ? [] : [node.environment])
    guard node.needsPlacing(keys: keys, environments: childEnvironments, since: &tabs.placedFrom)
    else { return }
    node.reconcile(makingNodes: true) { children in
      for entry in entries {
        // A tab not made yet starts inactive when another is selected: made when first shown.
        children.add(
          entry.content, key: .id(entry.identity), environment: environments[entry.identity],
          startsActive: selected == nil || entry.identity == selected)
      }
      if let (identity, items) = menu {
        let close = ChoiceDismissal { [weak tabs] in tabs?.showMenu(of: nil) }
        children.add(
          VStack { items }.environment(\.closesOnChoice, close),
          key: .id(AnyHashable(TabMenuKey(tab: identity))))
      }
    }
  }

  /// A view's tab as its `.tabItem` label and `.tag` say.
  private static func readTabItem(_ entry: TabEntry, child: Node) -> TabEntry {
    var entry = entry
    let output = child.output
    let label = output.preferences[TabItemLabelKey.self]
    entry.title = label?.title ?? ""
    entry.image = label?.image
    entry.value = output.elements.first?.tag?.value
    return entry
  }

  /// Each tab's environment, with its scope: the same objects while the tab view's is.
  private func tabEnvironments(for tabs: TabViewState, entries: [TabEntry])
    -> [AnyHashable: EnvironmentValues]
  {
    var derived: [AnyHashable: EnvironmentValues] = [:]
    let cached = tabs.environments.flatMap { $0.base.isIdentical(to: node.environment) ? $0 : nil }
    let form = TabBarInfo.Form.of(node.environment.tabViewStyle, in: node.environment)
    let placement = TabBarPlacement.of(form, in: node.environment)
    let showsSections = form == .sidebar && entries.contains { $0.section != nil }
    // What every tab reads alike is written once, under each tab's own scope: each write is an
    // object every open tab keeps.
    var shared = node.environment
    shared.tabBarPlacement = placement
    shared.isTabBarShowingSections = showsSections
    for entry in entries {
      if let environment = cached?.derived[entry.identity] {
        derived[entry.identity] = environment
        continue
      }
      let scope = tabs.scopes[entry.identity] ?? TabScope()
      scope.tabs = tabs
      tabs.scopes[entry.identity] = scope
      var environment = shared
      environment.tabScope = scope
      derived[entry.identity] = environment
    }
    let live = Set(entries.map(\.identity))
    tabs.scopes = tabs.scopes.filter { live.contains($0.key) }
    tabs.environments = (node.environment, derived)
    return derived
  }
}

/// What identifies a tab's context menu among the tab view's children.
struct TabMenuKey: Hashable {
  let tab: AnyHashable
}
