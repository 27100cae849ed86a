import Foundation
import WaypointUI

/// One element's markup without its children: the opening tag, what the element draws itself
/// (a title, a glyph, a switch), and the closing tag. Children go between `own` and `close`.
///
/// Two shells that are equal mean the element itself looks the same, so an update sends only
/// what changed among its children.
struct ElementMarkup: Equatable {
  var open: String
  var own: String
  var close: String
}

/// Where an element is drawn, as far as its markup depends on it.
struct MarkupContext: Equatable {
  /// Inside an element drawn as a `<button>`: a control there must not be another button
  /// (a browser would close the outer one at the inner one's tag).
  var insideButton = false
  /// Where the node holding the element's node is, in the scene's points (the origin for a
  /// root): the element's own place is given from there.
  var parentOrigin = CGPoint.zero
}

/// The DOM id of an element's node.
func domID(_ id: ElementID) -> String { "e\(id.rawValue)" }
