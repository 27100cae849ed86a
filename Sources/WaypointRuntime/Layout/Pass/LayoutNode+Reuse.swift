import Foundation

/// What a node keeps from the last pass instead of laying out again.
extension LayoutNode {
  /// Whether the element, the same object placed last time with the same inputs and proposal
  /// at the same size, needs nothing more: its frames and its descendants' are moved if it
  /// moved, and nothing inside it is measured or placed again.
  func reusePlacement(_ frame: CGRect, proposal: ProposedViewSize) -> Bool {
    let last = element.geometry.withLock { geometry -> CGRect? in
      geometry.proposal == proposal ? geometry.frames.last : nil
    }
    guard let last, last.size == frame.size else { return false }
    let delta = CGSize(width: frame.minX - last.minX, height: frame.minY - last.minY)
    if delta != .zero { pass.move(element, by: delta) }
    pass.reusedCount += 1
    return true
  }

  /// Whether the element, a container that replaced `previous` with only some children changed,
  /// was placed like it: when each changed child answers every size its predecessor was asked
  /// for the same way (and asks nothing else of the layout), the container's layout is what it
  /// was, so the changed children take their predecessors' places and nothing else is visited.
  func reuseContainer(_ frame: CGRect, proposal: ProposedViewSize) -> Bool {
    guard let previous, previous.role == element.role, previous.attributes == element.attributes,
      role.leafSize(proposal) == nil, role.gridRows == nil,
      let changed = element.children.differingPositions(from: previous.children, limit: 64)
    else { return false }
    let last = previous.geometry.withLock { geometry in
      geometry.environment == inherited && geometry.proposal == proposal
        && geometry.frames.last == frame ? geometry : nil
    }
    guard let last else { return false }
    var moves: [(LayoutNode, ProposedViewSize, CGPoint)] = []
    for position in changed {
      let (old, new) = (previous.children[position], element.children[position])
      guard LayoutNode.asksTheSame(of: new, as: old) else { return false }
      let kept = old.geometry.withLock { ($0.sizes, $0.proposal, $0.frames.last) }
      guard let offered = kept.1, let origin = kept.2?.origin, !kept.0.isEmpty else {
        return false
      }
      let node = LayoutNode(
        new,
        inherited: environment.forChild(of: old.isDecorationElement ? nil : role.childStackAxis),
        pass: pass, previous: old)
      prepared[position] = node
      let outer = node.layers.count - 1
      for (asked, answered) in kept.0 where node.size(asked, layer: outer) != answered {
        return false
      }
      moves.append((node, offered, origin))
    }
    pass.placing(element, at: frame) {
      for (node, offered, origin) in moves {
        node.place(
          layer: node.layers.count - 1, at: origin, anchor: .topLeading, proposal: offered)
      }
    }
    element.geometry.withLock { geometry in
      geometry = last
    }
    pass.reusedCount += 1
    return true
  }

  /// Whether `new` gives its parent's layout what `old` gave besides its sizes: its priority,
  /// layout values and alignment guides.
  private static func asksTheSame(of new: Element, as old: Element) -> Bool {
    func traits(_ element: Element) -> [Attribute] {
      element.attributes.filter { attribute in
        switch attribute {
        case .layoutPriority, .layoutValue, .alignmentGuide: true
        default: false
        }
      }
    }
    return traits(new) == traits(old) && new.isDecorationElement == old.isDecorationElement
  }
}
