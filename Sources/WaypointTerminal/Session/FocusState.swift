import WaypointUI

/// Which element has the keyboard focus, whether its text is being edited, and how far the
/// content is scrolled; remembered per screen so going back returns to where the user was.
struct FocusState: Equatable {
  /// The focused element.
  var focused: ElementID?
  /// The text field whose editing the user left with Esc while it kept the focus.
  var editingLeft: ElementID?
  /// The insertion point in the focused field, in characters; nil for the end of its text.
  var cursor: Int?
  /// The first content line shown.
  var scrollOffset = 0
  /// Whether the user scrolled past the focused element, so it need not stay in view.
  var pinsScroll = false
  /// The screen the focus belongs to.
  private(set) var screen: ElementID?
  private var remembered: [ElementID: Memory] = [:]

  private struct Memory: Equatable {
    var focused: ElementID?
    var scrollOffset: Int
  }

  /// Follows a change of the front-most screen: remembers where the user was on the old one
  /// and returns to where they were on the new one, if they were there before.
  mutating func enter(screen newScreen: ElementID?) {
    guard newScreen != screen else { return }
    if let screen { remembered[screen] = Memory(focused: focused, scrollOffset: scrollOffset) }
    let memory = newScreen.flatMap { remembered[$0] }
    screen = newScreen
    focused = memory?.focused
    scrollOffset = memory?.scrollOffset ?? 0
    pinsScroll = false
    editingLeft = nil
    cursor = nil
  }

  /// Moves the focus to `id`, starting its editing afresh.
  mutating func focus(_ id: ElementID?) {
    pinsScroll = false
    guard id != focused else { return }
    focused = id
    editingLeft = nil
    cursor = nil
  }

  /// Whether `element` is a text field being edited: it has the focus and the user has not
  /// left it with Esc.
  func isEditing(_ element: Element?) -> Bool {
    guard let element, case .textField = element.role else { return false }
    return element.id == focused && editingLeft != element.id
  }

  /// Forgets screens that are no longer on any stack: those `isLive` says are gone.
  mutating func forgetScreens(keeping isLive: (ElementID) -> Bool) {
    remembered = remembered.filter { isLive($0.key) }
  }
}
