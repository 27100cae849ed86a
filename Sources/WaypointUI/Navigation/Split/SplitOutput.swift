import WaypointCore

/// A split view's elements. At regular width: a `.splitView` element with one `.column` element
/// per column (hidden ones off screen), each holding its screen (bar and content) or the
/// navigation stack it contains. Collapsed: a `.navigationStack` element whose screens are the
/// columns up to the one on top, continued by that column's own stack's screens (the same
/// elements), so renderers and the test driver handle it as any stack.
@MainActor
struct SplitOutput {
  let node: Node
  let split: SplitViewState

  func make() -> NodeOutput {
    var changed = Set(node.takeChangedChildren())
    var passedUp = PreferenceValues()
    for child in node.children {
      passedUp.merge(child.output.preferences.removingNavigationScope())
    }
    // Collapsing again, the stack takes every column anew: they may have changed while the
    // view was expanded.
    if split.isCollapsed, split.outputWasCollapsed != true { changed = Set(node.children.indices) }
    split.outputWasCollapsed = split.isCollapsed
    let element = split.isCollapsed ? collapsed(changed: changed) : expanded()
    return NodeOutput(elements: [element], preferences: passedUp)
  }

  private func expanded() -> Element {
    let style = node.environment.navigationSplitViewStyle
    let visible = split.visibleColumns(collapsed: false, style: style)
    let columns = node.children.nodes.enumerated().map { position, child in
      let content = child.output
      let inner =
        Self.soleStack(in: content)
        ?? ScreenChrome(screen: child, content: content).element(
          back: nil, offScreen: nil)
      return node.reuse(
        Element(
          id: ElementID(node: child.serial).derived(.column),
          role: .column(
            ColumnInfo(
              column: split.columns[position].column,
              width: content.preferences[ColumnWidthKey.self])),
          children: [inner], offScreen: visible.contains(position) ? nil : .hiddenColumn))
    }
    return node.makeElement(
      role: .splitView(
        SplitViewInfo(style: style, visibility: split.resolvedVisibility(style: style))),
      children: columns, actions: [.setColumnVisibility])
  }

  private func collapsed(changed: Set<Int>) -> Element {
    let top = min(split.compactTop, node.children.count - 1)
    let columns = NodeChildren(Array(node.children[...top]))
    var screens = split.sequence.update(screens: columns, changed: changed) {
      [weak split] position in split?.popColumns(from: position)
    }
    // The top column's own stack continues the collapsed stack: its screens as they are, the
    // column's back button on its root.
    if let stack = Self.soleStack(in: columns[top].output), let columnScreen = screens.last {
      screens.removeLast()
      screens.append(contentsOf: continuing(stack, back: columnScreen.backButton))
    }
    return node.makeElement(role: .navigationStack, children: screens)
  }

  /// The screens of the top column's stack, the same elements the column shows expanded (a push
  /// at any depth adds one), but for its root, which takes the column's back button.
  private func continuing(_ stack: Element, back: Element?) -> ElementList {
    var screens = stack.decorations.isEmpty ? stack.children : ElementList(stack.contentChildren)
    guard let back, let root = screens.first, let bar = root.navigationBar else { return screens }
    var children = Array(root.children)
    guard let barPosition = children.firstIndex(where: { $0 === bar }) else { return screens }
    children[barPosition] = node.reuse(
      Element(id: bar.id.derived(.column), role: bar.role, children: [back] + bar.children))
    screens.replace(
      at: 0,
      with: node.reuse(
        Element(
          id: root.id.derived(.column), role: .screen, children: ElementList(children),
          offScreen: root.offScreenReason)))
    return screens
  }

  /// The navigation stack a column's content consists of, if that is all it is.
  static func soleStack(in content: NodeOutput) -> Element? {
    guard content.elements.count == 1, content.elements[0].role == .navigationStack else {
      return nil
    }
    return content.elements[0]
  }
}
