import Foundation

/// A 3×3 projective transformation matrix, as `projectionEffect(_:)` applies to a view.
public struct ProjectionTransform: Equatable, Sendable, CustomStringConvertible {
  /// The first row.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row.
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (its third column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = rows
    let b = rhs.rows
    var result = [[CGFloat]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 {
      for j in 0..<3 {
        result[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j]
      }
    }
    return ProjectionTransform(rows: result)
  }

  /// Inverts this transform in place; returns false, leaving it unchanged, when it is singular.
  @discardableResult
  public mutating func invert() -> Bool {
    let m = rows
    let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
    let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
    let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
    let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse: [[CGFloat]] = [
      [c00, m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
      [c01, m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
      [c02, m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
    ]
    self = ProjectionTransform(rows: inverse.map { $0.map { $0 / determinant } })
    return true
  }

  /// The inverse of this transform, or the transform itself when it is singular.
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

  init(rows: [[CGFloat]]) {
    (m11, m12, m13) = (rows[0][0], rows[0][1], rows[0][2])
    (m21, m22, m23) = (rows[1][0], rows[1][1], rows[1][2])
    (m31, m32, m33) = (rows[2][0], rows[2][1], rows[2][2])
  }

  /// The matrix as Swift-like source.
  public var description: String {
    "ProjectionTransform("
      + rows.map { $0.map { Font.number($0) }.joined(separator: ", ") }
      .joined(separator: "; ") + ")"
  }
}
