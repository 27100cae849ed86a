import Foundation

/// The way a view changes over time. Waypoint's renderers do not animate (a change shows at
/// once); an animation is recorded as the Swift that made it, and its curve is real, so
/// `animate(value:time:context:)` computes the values SwiftUI would.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  package let text: String
  /// The animation's definition: a timing curve, a spring, a custom animation, or one of these
  /// delayed, sped up or repeated.
  public let base: any CustomAnimation

  package init(_ text: String, _ base: some CustomAnimation) {
    self.text = text
    self.base = base
  }

  /// An animation defined by `base`.
  public init<A: CustomAnimation>(_ base: A) {
    self.init("Animation(\(_typeName(A.self, qualified: false))())", base)
  }

  /// The default animation: a smooth spring.
  public static let `default` = Animation(".default", SpringAnimation(spring: Spring()))
  /// An animation with a linear curve.
  public static let linear = Animation(".linear", TimingCurveAnimation(.linear, duration: 0.35))
  /// An animation that starts slowly.
  public static let easeIn = Animation(".easeIn", TimingCurveAnimation(.easeIn, duration: 0.35))
  /// An animation that ends slowly.
  public static let easeOut = Animation(".easeOut", TimingCurveAnimation(.easeOut, duration: 0.35))
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(
    ".easeInOut", TimingCurveAnimation(.easeInOut, duration: 0.35))

  /// An animation with a linear curve and the given duration.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(".linear(duration: \(duration))", TimingCurveAnimation(.linear, duration: duration))
  }

  /// An ease-in animation with the given duration.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(".easeIn(duration: \(duration))", TimingCurveAnimation(.easeIn, duration: duration))
  }

  /// An ease-out animation with the given duration.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(".easeOut(duration: \(duration))", TimingCurveAnimation(.easeOut, duration: duration))
  }

  /// An ease-in-out animation with the given duration.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(
      ".easeInOut(duration: \(duration))", TimingCurveAnimation(.easeInOut, duration: duration))
  }

  /// An animation along a cubic Bézier curve with control points (p1x, p1y) and (p2x, p2y).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
    return Animation(
      ".timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))",
      TimingCurveAnimation(curve, duration: duration))
  }

  /// An animation along `curve` lasting `duration`.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(
      ".timingCurve(\(curve), duration: \(duration))",
      TimingCurveAnimation(curve, duration: duration))
  }

  /// This animation starting `delay` seconds late: its curve holds at the start value until then.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(text + ".delay(\(delay))", DelayAnimation(base: self, delay: delay))
  }

  /// This animation played `speed` times as fast, so it lasts its duration divided by `speed`.
  public func speed(_ speed: Double) -> Animation {
    Animation(text + ".speed(\(speed))", SpeedAnimation(base: self, speed: speed))
  }

  /// Repeats the animation `repeatCount` times, reversing every other time if `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(
      text + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))",
      RepeatAnimation(base: self, count: max(repeatCount, 0), autoreverses: autoreverses))
  }

  /// This animation played over and over with no end, reversing every other run if `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(
      text + ".repeatForever(autoreverses: \(autoreverses))",
      RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
  }

  /// The animation, reporting itself logically complete after `duration` seconds.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(
      text + ".logicallyComplete(after: \(duration))",
      LogicallyCompleteAnimation(base: self, after: duration))
  }

  /// The change made so far at `time` of a total change `value`, or `nil` once finished.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// The velocity at `time` of a total change `value`, if known.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Whether this animation merges with `previous` when it replaces it.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// Whether both animations have the same definition.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the animation's definition.
  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

  /// The animation as Swift source, such as `.easeInOut(duration: 0.3)`.
  public var description: String { text }
}

/// Runs `body` and records `animation` as the animation of the state changes it makes; returns
/// what `body` returns.
///
/// Renderers show the changes at once; the host reports the recorded animation (see
/// `ViewRuntime.lastAnimation`). Callable from any isolation, as in SwiftUI.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  noteAnimation(animation)
  return try body()
}
