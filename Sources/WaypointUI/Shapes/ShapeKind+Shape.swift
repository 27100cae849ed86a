import Foundation

extension ShapeKind {
  /// The kind of a shape value, so renderers can clip to it: a built-in shape by its kind, an
  /// app's own (or a shape modifier's wrapper) by its type's name, with its outline.
  init(of shape: some Shape) {
    #if !canImport(CoreGraphics)
      switch shape {
      case is Rectangle: self = .rectangle
      case let rounded as RoundedRectangle:
        self = .roundedRectangle(cornerRadius: rounded.cornerSize.width)
      case is Circle: self = .circle
      case is Capsule: self = .capsule
      case is Ellipse: self = .ellipse
      default: self = ShapeKind(outlineOf: shape)
      }
    #else
      self = .custom(_typeName(type(of: shape), qualified: false))
    #endif
  }

  /// An app's shape (or a shape modifier's wrapper), by its type's name, with its outline.
  private init(outlineOf shape: some Shape) {
    let name = _typeName(type(of: shape), qualified: false)
    let box = UncheckedShape(shape: shape)
    let record = DrawingRecord(description: name) { size in
      var drawing = Drawing()
      drawing.commands = [
        DrawingCommand(
          .fill(box.shape.path(in: CGRect(origin: .zero, size: size)), .foreground, eoFill: false))
      ]
      return drawing
    }
    self = .drawn(name, record)
  }
}

/// A shape value carried into the drawing code a renderer runs on the main actor; shapes are
/// values an app describes geometry with, read there only.
private struct UncheckedShape<S: Shape>: @unchecked Sendable {
  let shape: S
}
