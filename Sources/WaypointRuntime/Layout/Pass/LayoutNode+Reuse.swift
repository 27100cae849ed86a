import Foundation

/// What a node keeps from the last pass instead of laying out again.
extension LayoutNode {
  /// Whether the element is arranged by an app's own layout.
  var isAppLayout: Bool {
    if case .layout = element.role { true } else { false }
  }

  /// What a child starts from: a content child sits on the element's stack axis, a decoration
  /// on none.
  func childEnvironment(for child: Element) -> LayoutEnvironment {
    environment.forChild(of: child.isDecoration ? nil : role.childStackAxis)
  }

  /// Whether the element, the same object placed last time with the same inputs and proposal
  /// at the same size, needs nothing more: its frames and its descendants' are moved if it
  /// moved, and nothing inside it is measured or placed again.
  func reusePlacement(_ frame: CGRect, proposal: ProposedViewSize, fit: SafeAreaFit?) -> Bool {
    let last = element.geometry.withLock { geometry -> CGRect? in
      geometry.proposal == proposal && geometry.safeAreaFit == fit ? geometry.frames.last : nil
    }
    guard let last, last.size == frame.size else { return false }
    let delta = CGSize(width: frame.minX - last.minX, height: frame.minY - last.minY)
    if delta != .zero {
      pass.move(element, by: delta)
      if delta != parentDelta { pass.placed.append(element.id) }
    }
    pass.reusedCount += 1
    return true
  }

  /// Whether the layout inside the element is its predecessor's: it differs from `previous`
  /// only in some children, and each changed child asks its parent's layout nothing new and
  /// answers every size its predecessor was asked for the same way. Layouts depend on nothing
  /// else, so the element's sizes are its predecessor's, and so are its children's places.
  func computeKeepsPredecessorLayout() -> Bool {
    guard let previous, previous.role == element.role, previous.attributes == element.attributes,
      !role.isLeaf, role.gridRows == nil,
      let changed = element.children.differingPositions(from: previous.children, limit: 64),
      previous.geometry.withLock({ $0.environment?.value == inherited && !$0.sizesOverflowed })
    else { return false }
    for position in changed {
      let (old, new) = (previous.children[position], element.children[position])
      guard LayoutNode.asksTheSame(of: new, as: old) else { return false }
      let (asked, overflowed) = old.geometry.withLock { ($0.sizes, $0.sizesOverflowed) }
      guard !overflowed else { return false }
      let node = LayoutNode(
        new,
        inherited: childEnvironment(for: new),
        pass: pass, previous: old, parent: self)
      prepared[position] = node
      let outer = node.layers.count - 1
      for kept in asked where node.size(kept.proposal, layer: outer) != kept.size {
        return false
      }
    }
    return true
  }

  /// Whether the element keeps its predecessor's layout (`keepsPredecessorLayout`) and is
  /// placed as it was: the changed children then take their predecessors' places, and nothing
  /// else inside is visited.
  func reuseContainer(_ frame: CGRect, proposal: ProposedViewSize, fit: SafeAreaFit?) -> Bool {
    guard let previous, keepsPredecessorLayout else { return false }
    let last = previous.geometry.withLock { geometry in
      geometry.proposal == proposal && geometry.frames.last == frame
        && geometry.safeAreaFit == fit ? geometry : nil
    }
    guard let last else { return false }
    // Where each predecessor was, read before any is placed: a child moved to another position
    // (the same object) is one of the predecessors.
    let places = prepared.compactMap { position, node -> (LayoutNode, ProposedViewSize, CGPoint)? in
      // A child its container never placed (a covered screen) stays unplaced.
      let placed = previous.children[position].geometry.withLock { geometry in
        (geometry.proposal, geometry.frames.last?.origin)
      }
      guard let offered = placed.0, let origin = placed.1 else { return nil }
      return (node, offered, origin)
    }
    // The changed children are placed in the safe area the container gives its content, as
    // when it places them itself (below its bars, none in a scroll view).
    let area =
      places.isEmpty
      ? nil : contentSafeArea(of: role.containerLayout, in: last.frames.first ?? frame)
    pass.placing(element, at: frame) {
      pass.placing(in: area) {
        for (node, offered, origin) in places {
          node.place(
            layer: node.layers.count - 1, at: origin, anchor: .topLeading, proposal: offered)
        }
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
    return traits(new) == traits(old) && new.isDecoration == old.isDecoration
  }

  /// How far the parent moved since the last pass (nil when it was not placed before): a child
  /// that moved as far stayed where it was within it.
  private var parentDelta: CGSize? {
    guard let parent else { return .zero }
    guard let prior = parent.priorFrame, let now = parent.placedFrames.last else { return nil }
    return CGSize(width: now.minX - prior.minX, height: now.minY - prior.minY)
  }

  /// Whether the element's frames moved within its parent or changed size since the last pass,
  /// as a renderer that draws each element from its parent's origin sees them; for an element
  /// not placed before, whether it is new rather than a changed one's replacement.
  func placementChanged(from before: PlacedFrames, to after: [CGRect]) -> Bool {
    // A replaced element is drawn afresh by a renderer that compares it with its predecessor.
    guard !before.isEmpty else { return previous == nil }
    guard before.count == after.count else { return true }
    guard let delta = parentDelta else { return true }
    let scale = pass.displayScale
    func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    for (old, new) in zip(before, after) {
      let moved = old.offsetBy(dx: delta.width, dy: delta.height)
      if snap(moved.minX) != snap(new.minX) || snap(moved.minY) != snap(new.minY)
        || snap(moved.maxX) != snap(new.maxX) || snap(moved.maxY) != snap(new.maxY)
      {
        return true
      }
    }
    return false
  }
}
