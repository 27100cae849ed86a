import WaypointCore

/// A split view's elements. At regular width: a `.splitView` element with one `.column` element
/// per column (hidden ones off screen), each holding its screen (bar and content) or the
/// navigation stack it contains. Collapsed: a `.navigationStack` element whose screens are the
/// columns up to the one on top, continued by that column's own stack, so renderers and the
/// test driver handle it as any stack.
@MainActor
struct SplitOutput {
  let node: Node
  let split: SplitContainer

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
    let columns = node.children.enumerated().map { position, child in
      let content = child.output
      let inner =
        Self.soleStack(in: content)
        ?? ScreenChrome(screen: child, content: content).element(
          index: 0, back: nil, offScreen: nil)
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
    let columns = Array(node.children[...top])
    var screens = split.sequence.update(screens: columns, changed: changed) {
      [weak split] position in split?.popColumns(from: position)
    }
    // The top column's own stack continues the collapsed stack.
    if let stack = Self.soleStack(in: columns[top].output), let columnScreen = screens.last {
      screens.removeLast()
      screens.append(
        contentsOf: continuedScreens(of: stack, top: top, back: columnScreen.backButton))
    } else {
      split.continued = ContinuedScreens()
    }
    return node.makeElement(role: .navigationStack, children: screens)
  }

  /// The screens of the top column's stack as screens of the collapsed stack. Screens that did
  /// not change keep what was made for them, found without visiting them: a push at any depth
  /// makes one screen.
  private func continuedScreens(of stack: Element, top: Int, back: Element?) -> ElementList {
    let sources =
      stack.decorations.isEmpty ? stack.children : ElementList(stack.contentChildren)
    var previous = split.continued
    if previous.top != top || previous.back !== back { previous = ContinuedScreens() }
    var made = previous.made
    let remake: [Int]
    if let changed = sources.differingPositions(from: previous.sources) {
      remake = changed
    } else {
      let kept = sources.commonPrefixCount(with: previous.sources)
      made.removeLast(made.count - kept)
      remake = Array(kept..<sources.count)
    }
    for offset in remake {
      let screen = continued(
        sources[offset], at: top + offset, back: offset == 0 ? back : nil)
      if offset < made.count { made[offset] = screen } else { made.append(screen) }
    }
    split.continued = ContinuedScreens(sources: sources, made: made, top: top, back: back)
    return made
  }

  /// One of the top column's stack screens as a screen of the collapsed stack: renumbered, and
  /// its root given the column's back button.
  private func continued(_ screen: Element, at index: Int, back: Element?) -> Element {
    var children = Array(screen.children)
    if let back, let bar = screen.navigationBar,
      let barPosition = children.firstIndex(where: { $0 === bar })
    {
      children[barPosition] = node.reuse(
        Element(id: bar.id.derived(.column), role: bar.role, children: [back] + bar.children))
    }
    return node.reuse(
      Element(
        id: screen.id.derived(.column), role: .screen(ScreenInfo(index: index)),
        children: children, offScreen: screen.offScreenReason))
  }

  /// The navigation stack a column's content consists of, if that is all it is.
  static func soleStack(in content: NodeOutput) -> Element? {
    guard content.elements.count == 1, content.elements[0].role == .navigationStack else {
      return nil
    }
    return content.elements[0]
  }
}
