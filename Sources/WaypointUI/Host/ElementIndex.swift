/// Every element of the current tree by id, with its parent, kept up to date by walking only
/// what changed: an element that is the same object as last time has the same subtree, so it
/// is skipped whole.
@MainActor
final class ElementIndex {
  private struct Entry {
    var element: Element
    /// The parent's raw id, or `Int.min` for none (ids are never negative): 16 bytes an entry
    /// rather than 24, in a table a server keeps per open tab.
    private var parentRawValue: Int

    init(element: Element, parent: ElementID?) {
      self.element = element
      parentRawValue = parent?.rawValue ?? Int.min
    }

    var parent: ElementID? {
      get { parentRawValue == Int.min ? nil : ElementID(rawValue: parentRawValue) }
      set { parentRawValue = newValue?.rawValue ?? Int.min }
    }
  }

  /// A child that left its parent during an update, unless it turns up elsewhere.
  private typealias Removal = (element: Element, parent: ElementID?)

  private var entries: [ElementID: Entry] = [:]
  /// The top-level elements indexed last.
  private(set) var roots: [Element] = []

  /// Brings the index up to date with a tree whose top level is `newRoots`.
  func update(roots newRoots: [Element]) {
    guard !Self.same(roots, newRoots) else { return }
    var removed: [Removal] = []
    reconcile(
      old: ElementList(roots), new: ElementList(newRoots), parent: nil, removed: &removed)
    roots = newRoots
    // An element moved under another parent is indexed there already; only what is really
    // gone, with its subtree, leaves.
    for (element, parent) in removed {
      guard let entry = entries[element.id], entry.element === element, entry.parent == parent
      else { continue }
      remove(element, parent: parent)
    }
  }

  /// Forgets every entry, to be made again by the next `update`: what a host keeping many
  /// runtimes idle gives back (`ViewRuntime.releaseElementIndex()`).
  func release() {
    entries = [:]
    roots = []
  }

  /// How many elements are indexed.
  var count: Int { entries.count }

  /// Whether the index holds a tree: it is made when first asked and released when idle.
  var isBuilt: Bool { !roots.isEmpty }

  /// The elements with `ids` in the tree under `roots`, each with its parent (nil on the top
  /// level), in one walk that stops once all are found, keeping nothing.
  static func find(_ ids: Set<ElementID>, under roots: [Element]) -> [(
    element: Element, parent: Element?
  )] {
    var found: [(element: Element, parent: Element?)] = []
    var pending = roots.reversed().map { (element: $0, parent: Element?.none) }
    while found.count < ids.count, let (element, parent) = pending.popLast() {
      if ids.contains(element.id) { found.append((element, parent)) }
      for child in element.children.reversed() { pending.append((child, element)) }
    }
    return found
  }

  /// The current element with `id`.
  func element(_ id: ElementID) -> Element? {
    entries[id]?.element
  }

  /// The current parent of the element with `id`.
  func parent(of id: ElementID) -> Element? {
    entries[id]?.parent.flatMap { entries[$0]?.element }
  }

  /// Whether the element with `id` can be seen and reached now, and if not, why.
  func visibility(of id: ElementID) -> ElementVisibility {
    guard var current = entries[id]?.element else { return .removed }
    while true {
      if let reason = current.offScreenReason { return .offScreen(reason) }
      let parent = self.parent(of: current.id)
      if let parent, !parent.isScene {
        current = parent
        continue
      }
      // `current` is on a scene's top level, where layers are: a modal layer after it covers it.
      let level = parent?.children ?? ElementList(roots)
      guard let position = level.firstIndex(where: { $0.id == current.id }) else { return .removed }
      if let modal = ModalLayering.topmostModalLayer(in: level), position < modal.position {
        return .beneathModalLayer(modal.kind)
      }
      return .onScreen
    }
  }

  private func visit(_ element: Element, parent: ElementID?, removed: inout [Removal]) {
    guard let entry = entries[element.id] else {
      entries[element.id] = Entry(element: element, parent: parent)
      for child in element.children { visit(child, parent: element.id, removed: &removed) }
      return
    }
    if entry.element === element {
      if entry.parent != parent { entries[element.id]?.parent = parent }
      return
    }
    entries[element.id] = Entry(element: element, parent: parent)
    reconcile(
      old: entry.element.children, new: element.children, parent: element.id, removed: &removed)
  }

  private func reconcile(
    old: ElementList, new: ElementList, parent: ElementID?, removed: inout [Removal]
  ) {
    // Children usually keep their ids in order: then only those that are new objects need a
    // visit (a changed row of a long list costs one visit, not one per row, and the chunks
    // old and new share are not looked into).
    if let changed = new.differingPositions(from: old),
      changed.allSatisfy({ old[$0].id == new[$0].id })
    {
      for index in changed { visit(new[index], parent: parent, removed: &removed) }
      return
    }
    let kept = Set(new.map(\.id))
    for child in old where !kept.contains(child.id) { removed.append((child, parent)) }
    for child in new { visit(child, parent: parent, removed: &removed) }
  }

  private func remove(_ element: Element, parent: ElementID?) {
    guard let entry = entries[element.id], entry.element === element, entry.parent == parent
    else { return }
    entries[element.id] = nil
    for child in element.children { remove(child, parent: element.id) }
  }

  private static func same(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
  }
}

extension Element {
  /// Whether this element is an open scene of an app.
  var isScene: Bool {
    if case .scene = role { return true }
    return false
  }
}
