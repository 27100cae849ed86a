import Foundation
import WaypointUI

/// How a shape is painted, from its modifiers: `.fill(_:)` with a style, `.stroke(_:lineWidth:)`
/// along its outline, or else its foreground style, as SwiftUI fills a shape by default.
struct ShapePaint {
  /// The CSS colour: the style's, or the foreground (`currentColor`).
  var color = "currentColor"
  /// The stroke's width, caps, joins and dashes, nil when the shape is filled.
  var strokeStyle: StrokeStyle?

  init(_ element: Element) {
    let paint = ShapeOutlinePaint(element.attributes)
    if let style = paint.style { color = CSS.color(style) ?? color }
    strokeStyle = paint.stroke
  }

  /// Paints a built-in shape's box: its background, or an outline inside its corners.
  func apply(to attributes: inout TagAttributes) {
    if let strokeStyle {
      attributes.addStyle("box-shadow:inset 0 0 0 \(CSS.number(strokeStyle.lineWidth))px \(color)")
    } else {
      attributes.addStyle("background:\(color)")
    }
  }

  /// The SVG style of an outline path painted this way.
  var pathStyle: String {
    guard let strokeStyle else { return "fill:\(color)" }
    return "fill:none;" + SVGDrawing.strokeDeclarations(color, strokeStyle)
  }
}

extension HTMLRenderer {
  /// An app's shape as SVG: the outline its drawing holds, painted as its modifiers say.
  static func shapeMarkup(_ drawing: Drawing, size: CGSize, paint: ShapePaint) -> String {
    let paths = drawing.commands.compactMap { command -> String? in
      guard case .fill(let path, _, let eoFill) = command.kind else { return nil }
      return "<path d=\"\(SVGDrawing.pathData(path))\" style=\"\(paint.pathStyle)"
        + (eoFill ? ";fill-rule:evenodd" : "") + "\"/>"
    }
    return SVGDrawing.element(size: size, content: paths.joined(), style: "overflow:visible")
  }
}
