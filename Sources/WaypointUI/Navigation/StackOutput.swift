/// A navigation stack's elements: one screen element per screen, each with a navigation bar
/// (title, back button labelled with the previous screen's title, toolbar items) above its
/// content. Only screens whose output, position or neighbour changed are rebuilt.
@MainActor
struct StackOutput {
  let node: Node
  let state: StackState

  func make() -> NodeOutput {
    let screens = node.children
    let count = screens.count
    var toRebuild = Set(node.takeChangedChildren())
    if state.screenElements.count > count {
      state.screenElements.removeLast(state.screenElements.count - count)
    }
    for position in state.screenElements.count..<count { toRebuild.insert(position) }
    for position in [count - 2, count - 1] where position >= 0 { toRebuild.insert(position) }
    if !toRebuild.isEmpty { noticeChangedDeclarations(in: toRebuild) }

    if state.titles.count > count { state.titles.removeLast(state.titles.count - count) }
    while state.titles.count < count { state.titles.append(nil) }
    for position in toRebuild.sorted() {
      let title = screens[position].output.preferences[NavigationTitleKey.self]
      // A changed title renames the next screen's back button.
      if title != state.titles[position], position + 1 < count { toRebuild.insert(position + 1) }
      state.titles[position] = title
    }

    for position in toRebuild.sorted() {
      let element = wrapper(at: position, of: screens)
      if position < state.screenElements.count {
        state.screenElements[position] = element
      } else {
        state.screenElements.append(element)
      }
    }
    let stack = node.makeElement(role: .navigationStack, children: state.screenElements)
    var preferences = screens.first?.output.preferences ?? PreferenceValues()
    for key in StackOutput.navigationKeys { key(&preferences) }
    // URL handlers on pushed screens still receive URLs.
    preferences.set(OpenURLHandlersKey.self, state.urlHandlers)
    return NodeOutput(elements: [stack], preferences: preferences)
  }

  /// The preferences a stack consumes rather than passing up.
  private static let navigationKeys: [@MainActor (inout PreferenceValues) -> Void] = [
    { $0.remove(NavigationTitleKey.self) }, { $0.remove(NavigationTitleDisplayModeKey.self) },
    { $0.remove(BackButtonHiddenKey.self) }, { $0.remove(ToolbarItemsKey.self) },
    { $0.remove(NavigationDestinationsKey.self) }, { $0.remove(PresentedDestinationsKey.self) },
  ]

  /// Evaluates the stack again when a screen now declares other destinations, pushes or URL
  /// handlers than the last update used.
  private func noticeChangedDeclarations(in positions: Set<Int>) {
    for position in positions.sorted()
    where position < state.extracted.count && position < node.children.count {
      let screen = node.children[position]
      let used = state.extracted[position]
      guard used.node == ObjectIdentifier(screen), used.generation != screen.outputGeneration
      else { continue }
      if !ScreenExtract(screen: screen, preferences: screen.output.preferences).declaresSame(
        as: used)
      {
        state.staleFrom = min(state.staleFrom ?? position, position)
        node.markDirty()
        return
      }
    }
  }

  private func wrapper(at position: Int, of screens: [Node]) -> Element {
    let titles = state.titles
    let screen = screens[position]
    let output = screen.output
    let preferences = output.preferences
    let screenID = ElementID(node: screen.serial)
    let isCovered = position < screens.count - 1
    var barChildren: [Element] = []
    if position > 0 && !preferences[BackButtonHiddenKey.self] {
      barChildren.append(backButton(for: screen, at: position, title: titles[position - 1]))
    }
    barChildren += preferences[ToolbarItemsKey.self]
    let bar = reused(
      Element(
        id: screenID.derived(.navigationBar),
        role: .navigationBar(
          NavigationBarInfo(
            title: titles[position],
            displayMode: preferences[NavigationTitleDisplayModeKey.self] ?? .automatic)),
        children: barChildren))
    return reused(
      Element(
        id: screenID.derived(.screen),
        role: .screen(ScreenInfo(index: position)), children: [bar] + output.elements,
        offScreen: isCovered ? .covered : nil))
  }

  private func backButton(for screen: Node, at position: Int, title: String?) -> Element {
    let screenID = ElementID(node: screen.serial)
    let target = state.backTargets[ObjectIdentifier(screen)] ?? ActionTarget()
    state.backTargets[ObjectIdentifier(screen)] = target
    let context = state.context
    target.setAction { action in
      if action == .tap { context.popScreens(from: position) }
    }
    let label = reused(
      Element(id: screenID.derived(.backButtonLabel), role: .text(title ?? "Back")))
    return reused(
      Element(
        id: screenID.derived(.backButton), role: .backButton, children: [label], actions: [.tap],
        target: target))
  }

  /// The element made last time with the same id, when it shows the same thing.
  private func reused(_ element: Element) -> Element {
    if let previous = state.madeElements[element.id], previous.hasSameContent(as: element) {
      return previous
    }
    state.madeElements[element.id] = element
    node.graph.elementChanged(element.id)
    return element
  }
}
