/// A navigation stack's elements: its screens as a `ScreenSequence` (bars, back buttons, all but
/// the top covered) inside one `.navigationStack` element. Upward values pass through the
/// stack except the navigation-scoped ones, which are the stack's own.
@MainActor
struct StackOutput {
  let node: Node
  let stack: StackContainer

  func make() -> NodeOutput {
    let changed = Set(node.takeChangedChildren())
    noticeChangedDeclarations(in: changed)
    let elements = stack.sequence.update(screens: node.children, changed: changed) {
      [weak stack] position in stack?.popScreens(from: position)
    }
    let element = node.makeElement(role: .navigationStack, children: elements)
    return NodeOutput(elements: [element], preferences: stack.sequence.passedUp)
  }

  /// Evaluates the stack again when a screen now declares other destinations or binding
  /// pushes than the last update used.
  private func noticeChangedDeclarations(in positions: Set<Int>) {
    for position in positions.sorted()
    where position < stack.screens.count && position < node.children.count {
      // A stack's screens are nodes, made by `StackUpdate`.
      guard let screen = node.children[position] as? Node,
        let used = stack.screens[position].declarations,
        used.node == ObjectIdentifier(screen), !used.isCurrent(for: screen)
      else { continue }
      if !ScreenDeclarations(screen: screen).declaresSame(as: used) {
        stack.staleFrom = min(stack.staleFrom ?? position, position)
        node.markDirty()
        return
      }
    }
  }
}
