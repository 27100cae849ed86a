import Foundation
import WaypointUI

extension HTMLRenderer {
  /// The declarations that put `element`'s node where the layout pass placed it: its frame from
  /// its parent node's origin, `parentOrigin`, and as padding the distance to its content frame,
  /// where what it draws itself goes. Nil for an element no pass placed or not on screen.
  ///
  /// Every node is positioned absolutely by the page's style sheet, so this is all the page
  /// knows of layout: the engine's answer, drawn.
  static func placement(of element: Element, parentOrigin: CGPoint) -> String? {
    guard element.offScreenReason == nil, let frame = element.frame else { return nil }
    var style =
      "left:\(CSS.number(frame.minX - parentOrigin.x))px;"
      + "top:\(CSS.number(frame.minY - parentOrigin.y))px;"
      + "width:\(CSS.number(frame.width))px;height:\(CSS.number(frame.height))px"
    if let content = element.contentFrame, content != frame {
      let insets = [
        content.minY - frame.minY, frame.maxX - content.maxX, frame.maxY - content.maxY,
        content.minX - frame.minX,
      ]
      style += ";padding:" + insets.map { CSS.number(max(0, $0)) + "px" }.joined(separator: " ")
    }
    return style
  }
}
