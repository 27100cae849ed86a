import Foundation

extension ShapeKind {
  /// The kind of a shape value, so renderers can clip to it: a built-in shape by its kind, an
  /// app's own by its type's name.
  init(of shape: some Shape) {
    #if !canImport(CoreGraphics)
      switch shape {
      case is Rectangle: self = .rectangle
      case let rounded as RoundedRectangle:
        self = .roundedRectangle(cornerRadius: rounded.cornerSize.width)
      case is Circle: self = .circle
      case is Capsule: self = .capsule
      case is Ellipse: self = .ellipse
      default: self = .custom(_typeName(type(of: shape), qualified: false))
      }
    #else
      self = .custom(_typeName(type(of: shape), qualified: false))
    #endif
  }
}
