import Foundation

/// A 3×3 projective transform of points in a plane (row vectors: `[x y 1] × M`).
@frozen
public struct ProjectionTransform: Equatable, Sendable {
  /// Row 1.
  public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
  /// Row 2.
  public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
  /// Row 3.
  public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

  /// The identity transform.
  public init() {}

  /// The transform of an affine transform.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  /// Whether the transform leaves every point where it is.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (its last column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform in place; returns `false`, leaving it unchanged, if it has no
  /// inverse.
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let determinant = m11 * c11 + m12 * c12 + m13 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    var inverse = ProjectionTransform()
    inverse.m11 = c11 / determinant
    inverse.m12 = (m13 * m32 - m12 * m33) / determinant
    inverse.m13 = (m12 * m23 - m13 * m22) / determinant
    inverse.m21 = c12 / determinant
    inverse.m22 = (m11 * m33 - m13 * m31) / determinant
    inverse.m23 = (m13 * m21 - m11 * m23) / determinant
    inverse.m31 = c13 / determinant
    inverse.m32 = (m12 * m31 - m11 * m32) / determinant
    inverse.m33 = (m11 * m22 - m12 * m21) / determinant
    self = inverse
    return true
  }

  /// The inverse transform, or this one if it has none.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// This transform followed by `rhs` (the matrix product `self × rhs`).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let rows = [(m11, m12, m13), (m21, m22, m23), (m31, m32, m33)]
    let columns = [
      (rhs.m11, rhs.m21, rhs.m31), (rhs.m12, rhs.m22, rhs.m32), (rhs.m13, rhs.m23, rhs.m33),
    ]
    func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
      a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }
    var m = ProjectionTransform()
    (m.m11, m.m12, m.m13) = (
      dot(rows[0], columns[0]), dot(rows[0], columns[1]), dot(rows[0], columns[2])
    )
    (m.m21, m.m22, m.m23) = (
      dot(rows[1], columns[0]), dot(rows[1], columns[1]), dot(rows[1], columns[2])
    )
    (m.m31, m.m32, m.m33) = (
      dot(rows[2], columns[0]), dot(rows[2], columns[1]), dot(rows[2], columns[2])
    )
    return m
  }
}
