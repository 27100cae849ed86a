import Foundation

/// A 3×3 matrix that maps points of a plane, with perspective: a point `(x, y)` is the row
/// `(x, y, 1)` times the matrix, divided by the result's third coordinate.
@frozen
public struct ProjectionTransform: Equatable, Sendable {
  /// The first row.
  public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
  /// The second row.
  public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
  /// The third row: the translation, and the perspective divisor.
  public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

  /// The identity transform.
  public init() {}

  /// The projection of the affine transform `m`.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective (an affine transform).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform; returns false, leaving it as it is, when it has no inverse.
  public mutating func invert() -> Bool {
    let cofactors = (
      m22 * m33 - m23 * m32, m13 * m32 - m12 * m33, m12 * m23 - m13 * m22,
      m23 * m31 - m21 * m33, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23,
      m21 * m32 - m22 * m31, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21
    )
    let determinant = m11 * cofactors.0 + m12 * cofactors.3 + m13 * cofactors.6
    guard determinant != 0, determinant.isFinite else { return false }
    let scale = 1 / determinant
    (m11, m12, m13) = (cofactors.0 * scale, cofactors.1 * scale, cofactors.2 * scale)
    (m21, m22, m23) = (cofactors.3 * scale, cofactors.4 * scale, cofactors.5 * scale)
    (m31, m32, m33) = (cofactors.6 * scale, cofactors.7 * scale, cofactors.8 * scale)
    return true
  }

  /// The inverse transform, or the transform itself when it has no inverse.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// This transform followed by `rhs` (the matrix product `self × rhs`).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
      a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }
    let rows = [(m11, m12, m13), (m21, m22, m23), (m31, m32, m33)]
    let columns = [
      (rhs.m11, rhs.m21, rhs.m31), (rhs.m12, rhs.m22, rhs.m32), (rhs.m13, rhs.m23, rhs.m33),
    ]
    var result = ProjectionTransform()
    (result.m11, result.m12, result.m13) =
      (dot(rows[0], columns[0]), dot(rows[0], columns[1]), dot(rows[0], columns[2]))
    (result.m21, result.m22, result.m23) =
      (dot(rows[1], columns[0]), dot(rows[1], columns[1]), dot(rows[1], columns[2]))
    (result.m31, result.m32, result.m33) =
      (dot(rows[2], columns[0]), dot(rows[2], columns[1]), dot(rows[2], columns[2]))
    return result
  }
}

extension CGPoint {
  /// This point mapped by `m`: the row `(x, y, 1)` times the matrix, divided by its third
  /// coordinate (a point the projection sends to infinity keeps its first two coordinates).
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let x = self.x * m.m11 + y * m.m21 + m.m31
    let y = self.x * m.m12 + self.y * m.m22 + m.m32
    let w = self.x * m.m13 + self.y * m.m23 + m.m33
    guard w != 0, w.isFinite else { return CGPoint(x: x, y: y) }
    return CGPoint(x: x / w, y: y / w)
  }
}
