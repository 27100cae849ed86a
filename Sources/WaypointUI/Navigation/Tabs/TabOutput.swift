/// A tab view's elements: a `.tabView` element holding the `.tabBar` (one `.tab` per visible
/// tab, in order) and then the selected tab's content.
@MainActor
struct TabOutput {
  let node: Node
  let tabs: TabContainer

  func make() -> NodeOutput {
    var items: [Element] = []
    var selectedContent: [Element] = []
    var passedUp = PreferenceValues()
    for (entry, child) in zip(tabs.entries, node.children) {
      let isSelected = entry.identity == tabs.selected
      if isSelected {
        let output = child.output
        selectedContent = output.elements
        passedUp.merge(output.preferences)
      }
      guard !entry.isHidden else { continue }
      let id = ElementID(node: child.serial).derived(.tab)
      let target = node.derivedTarget(for: id)
      let identity = entry.identity
      let tabView = node.handle
      target.setAction { action in
        if action == .tap { (tabView.node?.primitiveState as? TabContainer)?.select(identity) }
      }
      items.append(
        node.reuse(
          Element(
            id: id,
            role: .tab(
              TabInfo(
                title: entry.title, image: entry.image, badge: entry.badge, isSelected: isSelected,
                isSearch: entry.role == .search, section: entry.section)),
            actions: [.tap], target: target)))
    }
    let style = node.environment.tabViewStyle
    let regular = node.environment.horizontalSizeClass != .compact
    let form: TabBarInfo.Form =
      switch style {
      case .page: .pageIndicator
      case .sidebar: .sidebar
      case .sidebarAdaptable where regular: .sidebar
      default: .tabBar
      }
    let bar = node.reuse(
      Element(
        id: ElementID(node: node.serial).derived(.tabBar),
        role: .tabBar(TabBarInfo(form: form, style: style)), children: items))
    let element = node.makeElement(role: .tabView, children: [bar] + selectedContent)
    return NodeOutput(elements: [element], preferences: passedUp)
  }
}
