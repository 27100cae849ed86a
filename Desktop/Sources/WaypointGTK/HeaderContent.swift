import Waypoint

/// What a header bar shows: a screen's back button, toolbar items and title.
///
/// The window a screen is in keeps showing it while something covers it that is not a screen
/// of its own: the main window's header bar beneath a sheet's dialog, and any header bar
/// beneath an open menu. So the bars do not empty and their buttons do not move into the
/// content while the covered screen is unreachable.
struct HeaderContent {
  var back: Element?
  var items: [HeaderItems.Item] = []
  var title: String?

  /// The scene's front screen's.
  @MainActor init(frontOf scene: SceneSession) {
    back = scene.backButton
    items = WindowHeader.toolbarItems(of: scene.frontScreenElement)
    title = scene.frontScreenElement.flatMap(NavigationState.title(of:))
  }

  init() {}

  /// The elements a header bar shows, which the window's content does not draw again.
  var elementIDs: Set<ElementID> {
    var ids = Set(items.map(\.item.id))
    if let back { ids.insert(back.id) }
    return ids
  }
}

extension WindowHeader {
  /// Shows `content`, with `title` in place of its own when given.
  func show(_ content: HeaderContent, title: String? = nil) {
    show(backButton: content.back, toolbarItems: content.items, title: title ?? content.title)
  }
}
