import Foundation
import WaypointUI

extension HTMLRenderer {
  /// The point `element`'s children are placed from: its frame's origin, less how far a scroll
  /// view's content was scrolled (`scrollTo`), since the page scrolls that content itself.
  static func childOrigin(of element: Element) -> CGPoint? {
    guard let origin = element.frame?.origin else { return nil }
    let offset = element.contentOffset
    return CGPoint(x: origin.x - offset.x, y: origin.y - offset.y)
  }

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
