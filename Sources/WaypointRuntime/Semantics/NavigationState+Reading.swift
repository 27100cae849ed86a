extension NavigationState {
  /// The state of a scene read afresh from its top-level `elements` (content, then presented
  /// layers), of which those from `reachableStart` on are reachable. A scene keeps its own
  /// `NavigationStateKeeper`, which reads only what changed since its last reading.
  package init(elements: [Element], reachableStart: Int, navigationAddress: String?) {
    self = NavigationStateKeeper().state(
      elements: elements, reachableStart: reachableStart, navigationAddress: navigationAddress)
  }

  /// The elements a user sees, depth first: those not off screen, inside ones not off screen.
  public static func visible(in elements: some Sequence<Element>) -> [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      guard element.offScreenReason == nil else { return }
      result.append(element)
      element.children.forEach(visit)
    }
    elements.forEach(visit)
    return result
  }

  /// A screen's navigation title.
  public static func title(of screen: Element) -> String? {
    guard case .navigationBar(let bar) = screen.navigationBar?.role else { return nil }
    return bar.title
  }
}
