import WaypointUI

/// One composed screen: the cells to draw, and what the keys act on.
struct Frame {
  /// What the terminal should show.
  var buffer: ScreenBuffer
  /// The focusable elements laid out for this frame, by id: the focused one among them.
  var elements: [ElementID: Element]
  /// The focusable elements of the bar and of the bottom rows (bottom bar, accessory, tabs),
  /// each in reading order.
  var barOrder: [ElementID]
  var bottomOrder: [ElementID]
  /// What comes before and after the focused element in focus order: bar, content, bottom.
  var previous: Neighbour?
  var next: Neighbour?
  /// Whether the tabs are a pager's pages, which ← and → turn.
  var isPager = false
  /// Whether the content goes on below the window, so ↓ past the last element scrolls.
  var canScrollDown: Bool
  /// Whether anything can take the focus.
  var hasFocusables: Bool
  /// What the frame was composed from, and how, to search it for an element.
  var source: [Element]
  var composer: FrameComposer
}

/// An element next to the focused one in focus order.
enum Neighbour: Equatable {
  case element(ElementID)
  /// The content's last focusable element, looked for when the focus moves there; `fallback`
  /// when the content has none.
  case lastInContent(fallback: ElementID?)
}

/// Where elements are in the runtime's tree: each one's parent.
@MainActor
struct ElementAncestry {
  let parent: @MainActor (ElementID) -> ElementID?

  /// `id` and the ids of the elements that hold it, up to the tree's root.
  func path(to id: ElementID) -> Set<ElementID> {
    var path: Set = [id]
    var current = id
    while let parent = parent(current), path.insert(parent).inserted { current = parent }
    return path
  }
}
