import Foundation

// Core Graphics' affine-transform operations, for the `CGAffineTransform` Waypoint declares
// where Core Graphics is missing. Matrices follow Core Graphics: a point (x, y) maps to
// (a·x + c·y + tx, b·x + d·y + ty), and `t1.concatenating(t2)` applies t1, then t2.
#if !canImport(CoreGraphics)
  extension CGAffineTransform {
    /// A matrix whose entries are all zero, as Core Graphics' C structure starts.
    public init() {
      self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`: a point is mapped by this transform, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The transform that undoes this one; a transform that cannot be undone (its determinant
    /// is zero) is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// This transform with a rotation by `angle` radians applied first.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// This transform with a scaling by `sx` and `sy` applied first.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform with a move by `tx` and `ty` applied first.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped by `t`'s scale and rotation (a size has no position to move).
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
      return CGRect(
        x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
  }
#endif
