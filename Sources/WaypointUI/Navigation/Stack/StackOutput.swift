/// A navigation stack's elements: one screen element per screen, each with the chrome every
/// container uses (bar, back button labelled with the previous screen's title, toolbar items)
/// above its content; all but the top screen are covered. Only screens whose output, position
/// or neighbour changed are made again. Upward values pass through the stack except the
/// navigation-scoped ones, which are the stack's own.
@MainActor
struct StackOutput {
  let node: Node
  let stack: StackContainer

  func make() -> NodeOutput {
    let screens = node.children
    let count = screens.count
    var toRebuild = Set(node.takeChangedChildren())
    var passingChanged = false
    if stack.shown.count > count {
      stack.shown.removeLast(stack.shown.count - count)
      if stack.passingScreens.last.map({ $0 >= count }) == true {
        stack.passingScreens.removeAll { $0 >= count }
        passingChanged = true
      }
    }
    if stack.screenElements.count > count {
      stack.screenElements.removeLast(stack.screenElements.count - count)
    }
    for position in stack.shown.count..<count { toRebuild.insert(position) }
    while stack.shown.count < count { stack.shown.append(ShownScreen()) }
    for position in [count - 2, count - 1] where position >= 0 { toRebuild.insert(position) }
    if !toRebuild.isEmpty { noticeChangedDeclarations(in: toRebuild) }

    for position in toRebuild.sorted() {
      let title = screens[position].output.preferences[NavigationTitleKey.self]
      // A changed title renames the next screen's back button.
      if title != stack.shown[position].title, position + 1 < count {
        toRebuild.insert(position + 1)
      }
      stack.shown[position].title = title
    }

    for position in toRebuild.sorted() {
      let element = screenElement(at: position, of: screens)
      if position < stack.screenElements.count {
        stack.screenElements[position] = element
      } else {
        stack.screenElements.append(element)
      }
      if notePassedUp(by: screens[position], at: position) { passingChanged = true }
    }
    if passingChanged {
      var merged = PreferenceValues()
      for position in stack.passingScreens { merged.merge(stack.shown[position].passesUp) }
      stack.passedUp = merged
    }
    let element = node.makeElement(role: .navigationStack, children: stack.screenElements)
    return NodeOutput(elements: [element], preferences: stack.passedUp)
  }

  /// Records what a screen passes up; true when that may change the merged values.
  private func notePassedUp(by screen: Node, at position: Int) -> Bool {
    let passes = screen.output.preferences.removingNavigationScope()
    let passed = stack.shown[position].passesUp
    stack.shown[position].passesUp = passes
    guard !passes.isEmpty || !passed.isEmpty else { return false }
    let index = stack.passingScreens.firstIndex { $0 >= position }
    let isListed = index.map { stack.passingScreens[$0] == position } ?? false
    if passes.isEmpty {
      if let index, isListed { stack.passingScreens.remove(at: index) }
    } else if !isListed {
      stack.passingScreens.insert(position, at: index ?? stack.passingScreens.count)
    }
    return true
  }

  /// Evaluates the stack again when a screen now declares other destinations or binding
  /// pushes than the last update used.
  private func noticeChangedDeclarations(in positions: Set<Int>) {
    for position in positions.sorted()
    where position < stack.screens.count && position < node.children.count {
      let screen = node.children[position]
      guard let used = stack.screens[position].declarations,
        used.node == ObjectIdentifier(screen), !used.isCurrent(for: screen)
      else { continue }
      if !ScreenDeclarations(screen: screen).declaresSame(as: used) {
        stack.staleFrom = min(stack.staleFrom ?? position, position)
        node.markDirty()
        return
      }
    }
  }

  private func screenElement(at position: Int, of screens: [Node]) -> Element {
    let screen = screens[position]
    let container = stack
    let back =
      position > 0
      ? ScreenChrome.Back(
        previousTitle: stack.shown[position - 1].title,
        action: { container.popScreens(from: position) })
      : nil
    return ScreenChrome(screen: screen, content: screen.output)
      .element(
        index: position, back: back, offScreen: position < screens.count - 1 ? .covered : nil)
  }
}
