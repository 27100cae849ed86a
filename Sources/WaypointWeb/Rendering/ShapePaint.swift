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

  /// The SVG style of an outline path painted this way.
  var pathStyle: String {
    guard let strokeStyle else { return "fill:\(color)" }
    return "fill:none;" + SVGDrawing.strokeDeclarations(color, strokeStyle)
  }
}

extension HTMLRenderer {
  /// A shape as SVG: the paths of its outline for `size`, painted as its modifiers say; nothing
  /// for a shape known only by name.
  @MainActor static func shapeMarkup(_ shape: ShapeKind, size: CGSize, paint: ShapePaint) -> String
  {
    let paths = shape.outlines(
      in: CGRect(origin: .zero, size: size), strokedBy: paint.strokeStyle)
    let markup = paths.map { path, eoFill in
      "<path d=\"\(SVGDrawing.pathData(path))\" style=\"\(paint.pathStyle)"
        + (eoFill ? ";fill-rule:evenodd" : "") + "\"/>"
    }
    return SVGDrawing.element(size: size, content: markup.joined(), style: "overflow:visible")
  }
}
