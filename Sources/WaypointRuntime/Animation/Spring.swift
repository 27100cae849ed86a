import Foundation

/// A spring's physics: its mass, stiffness and damping, or equivalently its response (period)
/// and damping ratio, or its perceptual duration and bounce.
///
/// The conversions are the standard ones for a damped harmonic oscillator: stiffness is
/// `(2π / response)² × mass`, damping is `4π × dampingRatio × mass / response`, and a bounce `b`
/// is a damping ratio of `1 - b` (or `1 / (1 + b)` for a negative, overdamped bounce).
public struct Spring: Hashable, Sendable, CustomStringConvertible {
  /// The spring's mass, which with `stiffness` sets how fast it swings; one that is not positive is
  /// taken as 1.
  public let mass: Double
  /// The spring's stiffness.
  public let stiffness: Double
  /// The drag that slows the spring.
  public let damping: Double

  package init(validMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass > 0 ? mass : 1
    self.stiffness = stiffness > 0 ? stiffness : 1
    self.damping = max(damping, 0)
  }

  /// The undamped angular frequency, ω₀ = √(stiffness / mass).
  package var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The spring as Swift source.
  public var description: String {
    "Spring(duration: \(Self.number(duration)), bounce: \(Self.number(bounce)))"
  }

  package static func number(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return Font.number(CGFloat(rounded))
  }
}

extension Spring {
  /// A spring of the given perceptual duration (its response) and bounce, from -1 (heavily
  /// overdamped) through 0 (critically damped) to 1 (undamped).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let bounce = min(max(bounce, -1), 1)
    let ratio = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, 1e-6)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// The perceptual duration: the response.
  public var duration: TimeInterval { response }

  /// How bouncy the spring is: `1 - dampingRatio`, or `1 / dampingRatio - 1` when overdamped.
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }
}

extension Spring {
  /// A spring of the given response (the period of its undamped oscillation) and damping ratio.
  public init(response: Double, dampingRatio: Double) {
    let response = response > 0 ? response : 1e-6
    let omega = 2 * Double.pi / response
    self.init(
      validMass: 1, stiffness: omega * omega, damping: 4 * .pi * max(dampingRatio, 0) / response)
  }

  /// The period of the spring's undamped oscillation, 2π √(mass / stiffness).
  public var response: Double { 2 * .pi / angularFrequency }

  /// How damped the spring is: 0 is undamped, 1 critically damped, more overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

extension Spring {
  /// A spring of the given physical constants; an overdamped one is limited to critical damping
  /// unless `allowOverDamping`.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let mass = mass > 0 ? mass : 1
    let stiffness = stiffness > 0 ? stiffness : 1
    let critical = 2 * (stiffness * mass).squareRoot()
    self.init(
      validMass: mass, stiffness: stiffness,
      damping: allowOverDamping ? damping : min(damping, critical))
  }
}

extension Spring {
  /// The spring whose motion settles within `epsilon` of its target after `settlingDuration`.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    // A spring's motion scales with its response, so settle a spring of response 1 and scale.
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitSettling = unit.settlingTime(displacement: 1, velocity: 0, epsilon: epsilon)
    let response = unitSettling > 0 ? settlingDuration / unitSettling : settlingDuration
    self.init(response: response, dampingRatio: dampingRatio)
  }

  /// How long the spring takes to settle within 0.001 of a unit target from rest.
  public var settlingDuration: TimeInterval {
    settlingTime(displacement: 1, velocity: 0, epsilon: 0.001)
  }

  /// How long the spring takes to settle within `epsilon` of `target`, moving from zero.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let distance = target.magnitudeSquared.squareRoot()
    let speed = initialVelocity.magnitudeSquared.squareRoot()
    guard distance > 0 || speed > 0 else { return 0 }
    guard distance > 0 else {
      return settlingTime(displacement: 0, velocity: speed, epsilon: epsilon)
    }
    // Measured along the target's direction, in units of its distance.
    return settlingTime(displacement: 1, velocity: -speed / distance, epsilon: epsilon / distance)
  }

  /// The spring's value at `time`, moving from zero towards `target`.
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let (p, q, _, _) = responses(at: time)
    return target.scaled(by: 1 - p) + initialVelocity.scaled(by: q)
  }

  /// The spring's velocity at `time`, moving from zero towards `target`.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let (_, _, dp, dq) = responses(at: time)
    return target.scaled(by: -dp) + initialVelocity.scaled(by: dq)
  }

  /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let (p, q, dp, dq) = responses(at: deltaTime)
    let displacement = value - target
    let newDisplacement = displacement.scaled(by: p) + velocity.scaled(by: q)
    velocity = displacement.scaled(by: dp) + velocity.scaled(by: dq)
    value = target + newDisplacement
  }

  /// The force the spring exerts at `position` moving at `velocity` towards `target`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }
}

extension Spring {
  /// How long the spring takes to settle within `epsilon` of `toValue`, from `fromValue`.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }

  /// The spring's value at `time`, moving from `fromValue` to `toValue`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The spring's velocity at `time`, moving from `fromValue` to `toValue`.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The force the spring exerts at `position` moving at `velocity`, from `fromValue` to
  /// `toValue`.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData, position: position.animatableData,
      velocity: velocity.animatableData)
    return result
  }
}

extension Spring {
  /// A smooth spring with no bounce (plus `extraBounce`).
  public static var smooth: Spring { smooth() }
  /// A smooth spring of `duration` with no bounce (plus `extraBounce`).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring with a small bounce of 0.15 (plus `extraBounce`).
  public static var snappy: Spring { snappy() }
  /// A snappy spring of `duration` with a small bounce of 0.15 (plus `extraBounce`).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring with a bounce of 0.3 (plus `extraBounce`).
  public static var bouncy: Spring { bouncy() }
  /// A bouncy spring of `duration` with a bounce of 0.3 (plus `extraBounce`).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Spring {
  /// The unit responses of the oscillator `x'' + (c/m) x' + (k/m) x = 0` at time `t`:
  /// `x(t) = x₀ p + v₀ q`, and `x'(t) = x₀ dp + v₀ dq`.
  package func responses(at t: Double) -> (p: Double, q: Double, dp: Double, dq: Double) {
    let omega = angularFrequency
    let zeta = dampingRatio
    guard t > 0 else { return (1, 0, 0, 1) }
    if abs(zeta - 1) < 1e-9 {
      let e = exp(-omega * t)
      return (e * (1 + omega * t), e * t, -omega * omega * t * e, e * (1 - omega * t))
    } else if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * omega * t)
      let (c, s) = (cos(wd * t), sin(wd * t))
      let p = e * (c + zeta * omega / wd * s)
      let q = e * s / wd
      let dp = -e * omega * omega / wd * s
      let dq = e * (c - zeta * omega / wd * s)
      return (p, q, dp, dq)
    } else {
      let root = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      let (e1, e2) = (exp(r1 * t), exp(r2 * t))
      let span = r1 - r2
      let p = (r1 * e2 - r2 * e1) / span
      let q = (e1 - e2) / span
      let dp = r1 * r2 * (e2 - e1) / span
      let dq = (r1 * e1 - r2 * e2) / span
      return (p, q, dp, dq)
    }
  }

  /// The time after which the displacement stays within `epsilon`, for a start of
  /// `displacement` moving at `velocity`; searched forwards in steps of a fiftieth of the
  /// response, up to a thousand responses.
  package func settlingTime(displacement: Double, velocity: Double, epsilon: Double) -> TimeInterval
  {
    let step = response / 50
    let limit = response * 1000
    var lastUnsettled: Double?
    var t = 0.0
    while t <= limit {
      let (p, q, _, _) = responses(at: t)
      if abs(displacement * p + velocity * q) > epsilon { lastUnsettled = t }
      if t - (lastUnsettled ?? 0) > 2 * response { break }
      t += step
    }
    guard let lastUnsettled else { return 0 }
    // Refine the crossing within the last unsettled step.
    var (low, high) = (lastUnsettled, lastUnsettled + step)
    for _ in 0..<40 {
      let mid = (low + high) / 2
      let (p, q, _, _) = responses(at: mid)
      if abs(displacement * p + velocity * q) > epsilon { low = mid } else { high = mid }
    }
    return high
  }
}
