import Foundation

extension ShapeKind {
  /// The paths the shape draws in `rect`, each with its fill rule: a built-in shape's outline,
  /// inside its edge by half of `stroke`'s line when it is stroked; an app's shape its
  /// `path(in:)` for the rectangle's size, moved to its origin; none for a shape known only by
  /// name.
  @MainActor public func outlines(in rect: CGRect, strokedBy stroke: StrokeStyle? = nil)
    -> [(path: Path, eoFill: Bool)]
  {
    if case .drawn(_, let record) = self {
      return record.drawing(in: rect.size).commands.compactMap { command in
        guard case .fill(let path, _, let eoFill) = command.kind else { return nil }
        return (path.applying(command.transform).offsetBy(dx: rect.minX, dy: rect.minY), eoFill)
      }
    }
    let inset = (stroke?.lineWidth ?? 0) / 2
    let box = rect.insetBy(dx: inset, dy: inset)
    let outline: Path
    switch self {
    case .rectangle: outline = Path(box)
    case .roundedRectangle(let radius): outline = Path(roundedRect: box, cornerRadius: radius)
    case .circle:
      let side = min(box.width, box.height)
      outline = Path(
        ellipseIn: CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
      )
    case .capsule:
      outline = Path(roundedRect: box, cornerRadius: min(box.width, box.height) / 2)
    case .ellipse: outline = Path(ellipseIn: box)
    case .custom, .drawn: return []
    }
    return [(outline, false)]
  }
}

/// How a shape is painted, as its modifiers say: the innermost `.fill(_:)` or
/// `.stroke(_:lineWidth:)`, or else filled with the foreground style, as SwiftUI fills a shape.
public struct ShapeOutlinePaint: Equatable {
  /// The style given, nil for the foreground style.
  public var style: AnyShapeStyle?
  /// The stroke, nil when the shape is filled.
  public var stroke: StrokeStyle?
  /// Whether a fill takes the even-odd rule (`FillStyle(eoFill: true)`) for every outline.
  public var eoFill = false

  /// How an element with these attributes (innermost first) paints its shape.
  public init(_ attributes: [Attribute]) {
    for attribute in attributes {
      switch attribute {
      case .fill(let style, let eoFill):
        self.style = style
        self.eoFill = eoFill
        return
      case .stroke(let style, let width, let strokeStyle):
        self.style = style
        stroke = strokeStyle ?? StrokeStyle(lineWidth: width)
        stroke?.lineWidth = width
        return
      default: continue
      }
    }
  }
}
