import Foundation

/// Vector-space arithmetic for an animatable type, computed on its `animatableData`: the sum,
/// difference and negation of two values and scaling by a `Double`. SwiftUI's own protocol,
/// which `Angle` and `EdgeInsets` adopt, so `a - b`, `-a`, `a * 2` and `a += b` compile.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
  /// The length of the value's animatable data, as a vector.
  public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

  /// Replaces this value with its negation.
  public mutating func negate() { animatableData = .zero - animatableData }

  /// The negation of `operand`.
  public static prefix func - (operand: Self) -> Self {
    var result = operand
    result.negate()
    return result
  }

  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Self, rhs: Self) {
    lhs.animatableData += rhs.animatableData
  }

  /// The sum of `lhs` and `rhs`.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result += rhs
    return result
  }

  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout Self, rhs: Self) {
    lhs.animatableData -= rhs.animatableData
  }

  /// The difference of `lhs` and `rhs`.
  public static func - (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result -= rhs
    return result
  }

  /// Multiplies `lhs` by `rhs`.
  public static func *= (lhs: inout Self, rhs: Double) {
    lhs.animatableData.scale(by: rhs)
  }

  /// `lhs` multiplied by `rhs`.
  public static func * (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result *= rhs
    return result
  }

  /// Divides `lhs` by `rhs`.
  public static func /= (lhs: inout Self, rhs: Double) {
    lhs *= 1 / rhs
  }

  /// `lhs` divided by `rhs`.
  public static func / (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result /= rhs
    return result
  }
}

extension Angle: _VectorMath {}
extension EdgeInsets: _VectorMath {}
