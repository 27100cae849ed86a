import WaypointCore

/// A tab view's elements: a `.tabView` element holding the `.tabBar` (one `.tab` per visible
/// tab, in order) and then the selected tab's content in a `.tabContent`.
@MainActor
struct TabOutput {
  let node: Node
  let tabs: TabViewState

  func make() -> NodeOutput {
    var items: [Element] = []
    var selectedContent: Element?
    var passedUp = PreferenceValues()
    var previousSection: String?
    let children = node.children
    for index in tabs.order where index < children.count && index < tabs.entries.count {
      let entry = tabs.entries[index]
      let child = children[index]
      let isSelected = entry.identity == tabs.selected
      if isSelected {
        let output = child.output
        selectedContent = node.reuse(
          Element(
            id: ElementID(node: child.serial).derived(.tabContent), role: .tabContent,
            children: output.elements))
        passedUp.merge(output.preferences)
        if entry.role == .search, !child.isDirty { reportSearchTab(output) }
      }
      guard !entry.isHidden else { continue }
      let id = ElementID(node: child.serial).derived(.tab)
      var actions = Set([.tap]).union(tabs.customizing?.actions(for: entry) ?? [])
      if tabs.form == .sidebar, entry.contextMenu != nil { actions.insert(.showContextMenu) }
      items.append(
        node.reuse(
          Element(
            id: id,
            role: .tab(
              TabInfo(
                title: entry.title, image: entry.image, badge: entry.badge, isSelected: isSelected,
                isSearch: entry.role == .search, section: entry.section,
                startsSection: entry.section != nil && entry.section != previousSection)),
            attributes: entry.attributes, actions: actions, isEnabled: !entry.isDisabled,
            target: tabTarget)))
      previousSection = entry.section
    }
    let style = node.environment.tabViewStyle
    let bar = node.reuse(
      Element(
        id: ElementID(node: node.serial).derived(.tabBar),
        role: .tabBar(
          TabBarInfo(
            form: tabs.form, style: style,
            minimizeBehavior: node.environment.tabBarMinimizeBehavior)),
        children: items))
    let element = node.makeElement(
      role: .tabView, children: ElementList([bar] + (selectedContent.map { [$0] } ?? [])))
    let output = NodeOutput(elements: [element], preferences: passedUp)
    // A tab's context menu, shown: the child after the tabs.
    guard tabs.menuShownFor != nil, children.count > tabs.entries.count, let menu = children.last
    else { return output }
    return output.presenting(
      menu.output, kind: .contextMenu, isModal: true, id: menu.serial, in: node)
  }

  /// The target every tab of the bar shares: it acts on the tab it is performed on, so no
  /// object or closure is kept per tab.
  private var tabTarget: ActionTarget {
    let target = node.actionTarget
    target.setResponder(TabItemAction.self, for: node)
    return target
  }

  /// A search tab shows a search field only as a `NavigationStack` with `.searchable`.
  private func reportSearchTab(_ output: NodeOutput) {
    let hasStack = output.elements.contains { element in
      element.allElements.contains { if case .navigationStack = $0.role { true } else { false } }
    }
    if !hasStack || !output.preferences[SearchFieldKey.self] {
      node.graph.diagnostics.record(.searchTabWithoutStack)
    }
  }

}

/// What an action on a tab of the bar does: selects the tab, shows its menu or customizes it,
/// the tab found from the element's id when the action comes.
private enum TabItemAction: NodeActionResponder {
  static func perform(_ action: ElementAction, on tab: Element?, in node: Node) {
    guard let tab, let tabs = node.primitiveState(as: TabViewState.self),
      let index = node.children.firstIndex(where: {
        ElementID(node: $0.serial).derived(.tab) == tab.id
      }),
      index < tabs.entries.count
    else { return }
    let identity = tabs.entries[index].identity
    switch action.kind {
    case .tap: tabs.select(identity)
    case .showContextMenu: tabs.showMenu(of: identity)
    default: tabs.customize(action, tab: identity)
    }
  }
}
