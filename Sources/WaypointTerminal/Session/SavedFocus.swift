import Foundation
import WaypointUI

/// Where the keyboard focus was, saved with the scene so a relaunch puts it back: the pane, the
/// focused element by its label (element ids do not outlive a launch), and the scroll offset.
struct SavedFocus: Codable, Equatable {
  var pane: Int
  var label: String
  var scrollOffset: Int

  /// The focus as saved data, or nil when it cannot be encoded.
  var data: Data? { try? JSONEncoder().encode(self) }

  /// The focus saved in `data`, nil when there is none or it is unreadable.
  init?(data: Data?) {
    guard let data, let focus = try? JSONDecoder().decode(SavedFocus.self, from: data) else {
      return nil
    }
    self = focus
  }

  init(pane: Int, label: String, scrollOffset: Int) {
    self.pane = pane
    self.label = label
    self.scrollOffset = scrollOffset
  }
}
