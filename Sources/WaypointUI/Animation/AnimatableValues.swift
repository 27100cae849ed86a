import Foundation

/// Any number of animatable values, which together are animatable.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
@frozen
public struct AnimatableValues<each Value>: VectorArithmetic
where repeat each Value: VectorArithmetic {
  /// The values.
  public var value: (repeat each Value)

  /// The given values.
  public init(_ value: repeat each Value) {
    self.value = (repeat each value)
  }

  /// Zeros of the given types.
  public init(_ _valueType: repeat (each Value).Type) {
    self.value = (repeat (each Value).zero)
  }

  /// All zeros.
  public static var zero: AnimatableValues<repeat each Value> {
    AnimatableValues(repeat (each Value).zero)
  }

  /// Adds `rhs` to `lhs` value by value.
  public static func += (
    lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
  ) {
    lhs = lhs + rhs
  }

  /// Subtracts `rhs` from `lhs` value by value.
  public static func -= (
    lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
  ) {
    lhs = lhs - rhs
  }

  /// The value-by-value sum.
  public static func + (
    lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
  ) -> AnimatableValues<repeat each Value> {
    AnimatableValues(repeat (each lhs.value) + (each rhs.value))
  }

  /// The value-by-value difference.
  public static func - (
    lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
  ) -> AnimatableValues<repeat each Value> {
    AnimatableValues(repeat (each lhs.value) - (each rhs.value))
  }

  /// Scales every value by `rhs`.
  public mutating func scale(by rhs: Double) {
    value = (repeat (each value).scaled(by: rhs))
  }

  /// The sum of the values' squared magnitudes.
  public var magnitudeSquared: Double {
    var sum = 0.0
    for element in repeat each value { sum += element.magnitudeSquared }
    return sum
  }

  /// Whether every value is equal.
  public static func == (
    lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>
  ) -> Bool {
    for (left, right) in repeat (each lhs.value, each rhs.value) {
      if left != right { return false }
    }
    return true
  }
}
