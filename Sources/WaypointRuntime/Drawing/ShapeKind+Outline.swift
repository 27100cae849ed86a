import Foundation

extension ShapeKind {
  /// Whether the outline is the app's own `path(in:)`, rather than a built-in shape's.
  package var isDrawn: Bool {
    if case .drawn = self { return true }
    return false
  }

  /// The outline the shape draws in `rect`: a built-in shape's own, an app's shape its
  /// `path(in:)` for the rectangle's size moved to its origin; nil for a shape known only by
  /// name.
  @MainActor package func outline(in rect: CGRect) -> Path? {
    switch self {
    case .rectangle: return Path(rect)
    case .roundedRectangle(let radius): return Path(roundedRect: rect, cornerRadius: radius)
    case .circle:
      let side = min(rect.width, rect.height)
      return Path(
        ellipseIn: CGRect(
          x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    case .capsule:
      return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .ellipse: return Path(ellipseIn: rect)
    case .custom: return nil
    case .drawn(_, let record):
      var outline = Path()
      for command in record.drawing(in: rect.size).commands {
        guard case .fill(let path, _, _) = command.kind else { continue }
        outline.addPath(path.applying(command.transform))
      }
      return outline.offsetBy(dx: rect.minX, dy: rect.minY)
    }
  }
}

/// How a shape is painted, as its modifiers say: the innermost `.fill(_:)` or
/// `.stroke(_:lineWidth:)`, or else filled with the foreground style, as SwiftUI fills a shape.
package struct ShapeOutlinePaint: Equatable {
  /// The style given, nil for the foreground style.
  package var style: AnyShapeStyle?
  /// The stroke, nil when the shape is filled.
  package var stroke: StrokeStyle?

  package init(_ attributes: [Attribute]) {
    for attribute in attributes {
      switch attribute {
      case .fill(let style):
        self.style = style
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
