/// Finding elements of the current tree by id.
extension ViewRuntime {
  /// The element with `id` in the current tree, if it is still there.
  public func element(withID id: ElementID) -> Element? {
    refreshIndex()
    return index.element(id)
  }

  /// The element that holds the element with `id` among its children.
  public func parent(of id: ElementID) -> Element? {
    refreshIndex()
    return index.parent(of: id)
  }

  /// Whether a user can see and reach the element with `id` now; if not, why.
  public func visibility(of id: ElementID) -> ElementVisibility {
    refreshIndex()
    return index.visibility(of: id)
  }

  /// The current elements with `ids`, each with its parent (nil on the top level); ids no
  /// longer shown are left out. The element index answers when the runtime keeps one (it was
  /// acted on); otherwise one walk of the tree does, and keeps nothing: a page told where
  /// elements moved does not make a tab hold an index of every element.
  public func elementsWithParents(_ ids: Set<ElementID>) -> [(element: Element, parent: Element?)] {
    guard !ids.isEmpty else { return [] }
    guard index.isBuilt else { return ElementIndex.find(ids, under: rootElements) }
    refreshIndex()
    return ids.compactMap { id in index.element(id).map { ($0, index.parent(of: id)) } }
  }

  func refreshIndex() {
    index.update(roots: rootElements)
  }
}
