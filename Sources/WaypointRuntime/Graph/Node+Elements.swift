import WaypointCore

/// The elements a node makes, and the targets their actions reach.
extension Node {
  /// The object that receives actions on this node's elements.
  package final var actionTarget: ActionTarget {
    if let target { return target }
    let made = ActionTarget()
    target = made
    return made
  }

  /// The object that receives actions on an element this node makes with a derived id; it is
  /// released with the node.
  package final func derivedTarget(for id: ElementID) -> ActionTarget {
    if let target = storedExtras?.derivedTargets[id] { return target }
    let made = ActionTarget()
    extras.derivedTargets[id] = made
    return made
  }

  /// An element for this node, selected by `tag` if it has one; the previous one when nothing
  /// about it changed.
  package final func makeElement(
    role: Role, attributes: [Attribute] = [], children: ElementList = [],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true, tag: ElementTag? = nil
  ) -> Element {
    reuse(
      Element(
        id: ElementID(node: serial), role: role, attributes: attributes, children: children,
        actions: actions, isEnabled: isEnabled, target: actions.isEmpty ? nil : actionTarget,
        tag: tag))
  }

  /// An element for this node, selected by `tag` if it has one; the previous one when nothing
  /// about it changed.
  package final func makeElement(
    role: Role, attributes: [Attribute] = [], children: [Element],
    actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true, tag: ElementTag? = nil
  ) -> Element {
    makeElement(
      role: role, attributes: attributes, children: ElementList(children), actions: actions,
      isEnabled: isEnabled, tag: tag)
  }

  /// `element`, or the one this node made last time with the same id when it shows the same
  /// thing, so that renderers can tell by identity what changed. A new element is reported
  /// as changed. Every element a node makes itself goes through here.
  package final func reuse(_ element: Element) -> Element {
    if element.id.rawValue == serial {
      if let previousElement {
        if previousElement.hasSameContent(as: element) { return previousElement }
        // The last one had the carried attributes folded into it (`addingCarriedAttributes`).
        if let carried = storedExtras?.carried, carried.isFoldedIntoOwnElement,
          previousElement.hasSameContent(as: element, adding: carried.attributes)
        {
          return previousElement
        }
      }
      previousElement = element
      storedExtras?.carried?.isFoldedIntoOwnElement = false
    } else {
      if let previous = storedExtras?.derivedElements[element.id],
        previous.hasSameContent(as: element)
      {
        return previous
      }
      extras.derivedElements[element.id] = element
    }
    graph.elementChanged(element.id)
    return element
  }
}
