import WaypointUI

/// The titles a page shows outside the drawing: a screen's accessible name and the document's
/// title.
enum ScreenTitle {
  /// The title of a screen's navigation bar, if it has one.
  static func title(of screen: Element) -> String? {
    for child in screen.children {
      if case .navigationBar(let info) = child.role, let title = info.title, !title.isEmpty {
        return title
      }
    }
    return nil
  }

  /// The title of the front-most on-screen screen: a presented layer's, else the trailing one
  /// shown (a split view's detail column).
  static func frontTitle(in roots: [Element]) -> String? {
    var found: String?
    func visit(_ element: Element) {
      guard element.offScreenReason == nil else { return }
      if case .screen = element.role, let title = title(of: element) { found = title }
      element.children.forEach(visit)
    }
    roots.forEach(visit)
    return found
  }
}
