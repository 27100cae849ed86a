import Foundation

/// A type with values that support addition and scalar multiplication, so an animation can
/// interpolate between two of them.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Scales this value in place, each component by `rhs`: how a curve takes a fraction of a change.
  mutating func scale(by rhs: Double)
  /// The value's length, squared (the sum of its components' squares); a spring measures the
  /// distance it has to travel with it.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// This value multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// Moves this value `amount` of the way towards `other` (0 stays, 1 arrives).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// This value moved `amount` of the way towards `other` (0 stays, 1 arrives).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var copy = self
    copy.interpolate(towards: other, amount: amount)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The value squared.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The value squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values handled as one, component by component, as `CGPoint`'s and `CGSize`'s
/// `animatableData` are; pairs nest to carry more.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second

  /// A pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// A pair of zeros of the given types, for spelling `AnimatablePair(CGFloat.self, Angle.self)`.
  public init(_ _firstType: First.Type, _ _secondType: Second.Type) {
    self.init(.zero, .zero)
  }

  /// The pair of zeros.
  public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

  /// Adds `rhs` to `lhs` component by component.
  public static func += (
    lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>
  ) {
    lhs.first += rhs.first
    lhs.second += rhs.second
  }

  /// Subtracts `rhs` from `lhs` component by component.
  public static func -= (
    lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>
  ) {
    lhs.first -= rhs.first
    lhs.second -= rhs.second
  }

  /// The component-wise sum.
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
    -> AnimatablePair<First, Second>
  {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// The component-wise difference.
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>)
    -> AnimatablePair<First, Second>
  {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both components by `rhs`.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both components' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

  /// Whether both components are equal.
  public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool
  {
    a.first == b.first && a.second == b.second
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with nothing to animate.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty value.
  public init() {}
  /// The empty value.
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// Does nothing.
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  /// Does nothing.
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
  /// The empty value.
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// The empty value.
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    EmptyAnimatableData()
  }
  /// Does nothing.
  public mutating func scale(by rhs: Double) {}
  /// Zero.
  public var magnitudeSquared: Double { 0 }
  /// Always equal.
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}
