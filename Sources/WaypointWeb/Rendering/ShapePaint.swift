import Foundation
import WaypointUI

/// How a shape is painted, from its modifiers: `.fill(_:)` with a style, `.stroke(_:lineWidth:)`
/// along its outline, or else its foreground style, as SwiftUI fills a shape by default.
struct ShapePaint {
  /// The CSS colour: the style's, or the foreground (`currentColor`).
  var color = "currentColor"
  /// The gradient the style is, if it is one.
  var gradient: (Gradient, GradientGeometry)?
  /// The stroke's width, caps, joins and dashes, nil when the shape is filled.
  var strokeStyle: StrokeStyle?
  /// Whether the fill takes the even-odd rule.
  var eoFill = false

  init(_ element: Element) {
    let paint = ShapeOutlinePaint(element.attributes)
    if let style = paint.style {
      color = CSS.color(style) ?? color
      if case .gradient(let gradient, let geometry, _) = style.kind {
        self.gradient = (gradient, geometry)
      }
    }
    strokeStyle = paint.stroke
    eoFill = paint.eoFill
  }

  /// The SVG style of an outline path painted in `paint` (a CSS value).
  func pathStyle(_ paint: String) -> String {
    guard let strokeStyle else { return "fill:\(paint)" }
    return "fill:none;" + SVGDrawing.strokeDeclarations(paint, strokeStyle)
  }
}

extension HTMLRenderer {
  /// A shape as SVG: the paths of its outline for `size`, painted as its modifiers say; nothing
  /// for a shape known only by name. `id` names the gradient and mask it defines, if any.
  @MainActor static func shapeMarkup(
    _ shape: ShapeKind, size: CGSize, paint: ShapePaint, id: String
  ) -> String {
    let paths = shape.outlines(
      in: CGRect(origin: .zero, size: size), strokedBy: paint.strokeStyle)
    func markup(_ fill: String) -> String {
      paths.map { path, eoFill in
        "<path d=\"\(SVGDrawing.pathData(path))\" style=\"\(paint.pathStyle(fill))"
          + (eoFill || paint.eoFill ? ";fill-rule:evenodd" : "") + "\"/>"
      }.joined()
    }
    let bounds = CGRect(origin: .zero, size: size)
    let content: String
    switch paint.gradient {
    case nil: content = markup(paint.color)
    case (let gradient, .angular(let center, let start, let end))?:
      // SVG has no conic gradient: the page's CSS one, shown through the outline as a mask.
      let mask = "\(id)-mask"
      content =
        "<defs><mask id=\"\(mask)\" maskUnits=\"userSpaceOnUse\">\(markup("white"))</mask></defs>"
        + "<foreignObject x=\"0\" y=\"0\" width=\"\(CSS.number(size.width))\" "
        + "height=\"\(CSS.number(size.height))\" mask=\"url(#\(mask))\">"
        + "<div style=\"width:100%;height:100%;background:"
        + CSS.conicGradient(gradient, center: center, from: start, to: end) + "\"></div>"
        + "</foreignObject>"
    case (let gradient, let geometry)?:
      let definition = SVGDrawing.gradientDefinition(
        gradient, geometry, in: bounds, id: "\(id)-paint")
      content = "<defs>\(definition)</defs>" + markup("url(#\(id)-paint)")
    }
    return SVGDrawing.element(size: size, content: content, style: "overflow:visible")
  }
}
