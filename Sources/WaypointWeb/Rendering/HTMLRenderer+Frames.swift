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
    if let reach = backgroundReach(of: element, nodeFrame: frame) { style += ";" + reach }
    if let clip = clipPath(of: element, nodeFrame: frame) {
      style += ";clip-path:" + clip
    } else if let mask = maskStyle(of: element, nodeFrame: frame) {
      style += ";" + mask
    }
    return style
  }

  /// The element's `.mask` as CSS, where its view is one CSS can mask by: a gradient view a
  /// mask image over the mask's frame, another shape or a colour a clip path of its outline.
  /// Nil for another mask (a text, an image), which is recorded and not drawn.
  private static func maskStyle(of element: Element, nodeFrame: CGRect) -> String? {
    guard let view = element.mask?.contentChildren.first, let frame = view.contentFrame else {
      return nil
    }
    let rect = frame.offsetBy(dx: -nodeFrame.minX, dy: -nodeFrame.minY)
    let shape: ShapeKind
    switch view.role {
    case .text: return textMaskPaint(of: element, nodeFrame: nodeFrame)
    case .color: shape = .rectangle
    case .shape(let kind):
      let paint = ShapeOutlinePaint(view.attributes)
      if case .gradient(let gradient, let geometry, _)? = paint.style?.kind, paint.stroke == nil,
        case .rectangle = kind, let image = CSS.gradientImage(gradient, geometry)
      {
        let size = "\(CSS.number(rect.width))px \(CSS.number(rect.height))px"
        let position = "\(CSS.number(rect.minX))px \(CSS.number(rect.minY))px"
        return "mask-image:\(image);mask-size:\(size);mask-position:\(position);"
          + "mask-repeat:no-repeat"
      }
      shape = kind
    default: return nil
    }
    let outlines = shape.outlines(in: rect)
    guard !outlines.isEmpty else { return nil }
    return "clip-path:" + pathValue(outlines)
  }

  /// A style background's reach into what covers the view (`Element.backgroundReach`): the
  /// colour drawn again past the node's box, as a border image set out by that much.
  private static func backgroundReach(of element: Element, nodeFrame: CGRect) -> String? {
    guard let reach = element.backgroundReach,
      let (index, style, _) = element.reachingBackground,
      let color = CSS.color(style),
      let painted = element.frame(beforeAttributeAt: index)
    else { return nil }
    let outset = [
      reach.top + nodeFrame.minY - painted.minY, reach.trailing + painted.maxX - nodeFrame.maxX,
      reach.bottom + painted.maxY - nodeFrame.maxY, reach.leading + nodeFrame.minX - painted.minX,
    ].map { CSS.number(max(0, $0)) + "px" }.joined(separator: " ")
    return "border-image:linear-gradient(\(color),\(color)) 0 fill / 0 / \(outset)"
  }

  /// The outermost `.clipShape` as a CSS clip path: the shape's outline at the frame of the
  /// view it clips (inside any padding or frame applied after it), from the node's corner.
  private static func clipPath(of element: Element, nodeFrame: CGRect) -> String? {
    guard
      let index = element.attributes.lastIndex(where: {
        if case .clipShape = $0 { true } else { false }
      }),
      case .clipShape(let shape) = element.attributes[index],
      let clipped = element.frame(beforeAttributeAt: index)
    else { return nil }
    let outlines = shape.outlines(
      in: clipped.offsetBy(dx: -nodeFrame.minX, dy: -nodeFrame.minY))
    return outlines.isEmpty ? nil : pathValue(outlines)
  }

  /// A canvas's symbol view drawn at `rect`'s corner in the canvas's drawing: a copy of its
  /// markup, at its own size, without the ids the hidden view itself keeps.
  func symbolMarkup(_ symbol: Element, in rect: CGRect) -> String? {
    guard let frame = symbol.frame else { return nil }
    let copy = html(symbol, in: MarkupContext(parentOrigin: frame.origin))
      .replacingOccurrences(of: " id=\"", with: " data-symbol-of=\"")
    return "<foreignObject x=\"\(CSS.number(rect.minX))\" y=\"\(CSS.number(rect.minY))\" "
      + "width=\"\(CSS.number(frame.width))\" height=\"\(CSS.number(frame.height))\">"
      + "<div class=\"symbol\">\(copy)</div></foreignObject>"
  }

  /// The CSS gradient of the element's own innermost gradient `.foregroundStyle`, if it has one.
  static func gradientForeground(of element: Element) -> String? {
    for case .foregroundStyle(let style) in element.attributes {
      guard case .gradient(let gradient, let geometry, _) = style.kind else { return nil }
      return CSS.gradientImage(gradient, geometry)
    }
    return nil
  }

  /// For a shape masked by a text: its paint as custom properties the mask's node draws its
  /// letters with (the style sheet's `.text-mask`), over the shape's frame.
  private static func textMaskPaint(of element: Element, nodeFrame: CGRect) -> String? {
    guard case .shape = element.role, let content = element.contentFrame,
      let mask = element.mask?.frame
    else { return nil }
    let paint = ShapeOutlinePaint(element.attributes)
    let image: String
    switch paint.style?.kind {
    case .gradient(let gradient, let geometry, _)?:
      guard let css = CSS.gradientImage(gradient, geometry) else { return nil }
      image = css
    default:
      let color = paint.style.flatMap(CSS.color) ?? "currentColor"
      image = "linear-gradient(\(color),\(color))"
    }
    return "--wp-mask-paint:\(image);"
      + "--wp-mask-size:\(CSS.number(content.width))px \(CSS.number(content.height))px;"
      + "--wp-mask-position:\(CSS.number(content.minX - mask.minX))px "
      + "\(CSS.number(content.minY - mask.minY))px"
  }

  /// Outlines as a CSS `path()`, even-odd if any of them is.
  private static func pathValue(_ outlines: [(path: Path, eoFill: Bool)]) -> String {
    let data = outlines.map { SVGDrawing.pathData($0.path) }.joined(separator: " ")
    let rule = outlines.contains(where: \.eoFill) ? "evenodd, " : ""
    return "path(\(rule)'\(data)')"
  }
}
