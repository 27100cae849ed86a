import Foundation
import WaypointUI

/// How a shape is painted, from its modifiers: `.fill(_:)` with a style, `.stroke(_:lineWidth:)`
/// along its outline, or else its foreground style, as SwiftUI fills a shape by default.
struct ShapePaint {
  /// The CSS colour: the style's, or the foreground (`currentColor`).
  var color = "currentColor"
  /// The stroke's width, nil when the shape is filled.
  var lineWidth: CGFloat?
  /// The stroke's caps, joins and dashes, when it was given them.
  var strokeStyle: StrokeStyle?

  init(_ element: Element) {
    for attribute in element.attributes {
      switch attribute {
      case .fill(let style):
        color = CSS.color(style) ?? color
        return
      case .stroke(let style, let width, let strokeStyle):
        color = CSS.color(style) ?? color
        lineWidth = width
        self.strokeStyle = strokeStyle
        return
      default: continue
      }
    }
  }

  /// Paints a built-in shape's box: its background, or an outline inside its corners.
  func apply(to attributes: inout TagAttributes) {
    if let lineWidth {
      attributes.addStyle("box-shadow:inset 0 0 0 \(CSS.number(lineWidth))px \(color)")
    } else {
      attributes.addStyle("background:\(color)")
    }
  }

  /// The SVG style of an outline path painted this way.
  var pathStyle: String {
    guard let lineWidth else { return "fill:\(color)" }
    let stroke = strokeStyle ?? StrokeStyle(lineWidth: lineWidth)
    return "fill:none;" + SVGDrawing.strokeDeclarations(color, stroke)
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
