import WaypointCore

extension ViewRuntime {
  /// What each unselected tab of the scene's tab views last showed, by its title: the content a
  /// tab keeps while another is selected, which the tree leaves out. A tab never shown has none,
  /// and nothing is evaluated to find it.
  public func unselectedTabContents(in scene: SceneSession?) -> [(
    tab: String, elements: [Element]
  )] {
    guard let start = scene?.node?.node ?? rootNode else { return [] }
    var found: [(tab: String, elements: [Element])] = []
    var pending = [start]
    while let node = pending.popLast() {
      pending.append(contentsOf: node.children.nodes)
      guard let tabs = node.primitiveState(as: TabViewState.self) else { continue }
      for (index, entry) in tabs.entries.enumerated()
      where entry.identity != tabs.selected && !entry.isHidden && index < node.children.count {
        guard let tab = node.children[index] as? Node, let output = tab.lastOutput,
          !output.elements.isEmpty
        else {
          continue
        }
        found.append((entry.title, Array(output.elements)))
      }
    }
    return found
  }
}
