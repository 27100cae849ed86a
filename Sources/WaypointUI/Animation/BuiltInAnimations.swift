import Foundation

/// An animation whose length is known, so that a repeat knows when to start again.
protocol TimedAnimation {
  /// How long one run lasts, in seconds (infinite for a repeat forever).
  var runDuration: TimeInterval { get }
}

extension Animation {
  /// How long one run of the animation lasts; a custom animation of unknown length is taken to
  /// last until it returns `nil`, probed at 60 frames a second for up to a minute.
  var runDuration: TimeInterval {
    if let timed = base as? any TimedAnimation { return timed.runDuration }
    var context = AnimationContext<Double>()
    var time = 0.0
    while time < 60, animate(value: 1.0, time: time, context: &context) != nil {
      time += 1.0 / 60
    }
    return time
  }
}

/// Progress along a unit curve over a fixed duration.
struct TimingCurveAnimation: CustomAnimation, TimedAnimation {
  let curve: UnitCurve
  let duration: TimeInterval

  init(_ curve: UnitCurve, duration: TimeInterval) {
    self.curve = curve
    self.duration = max(duration, 0)
  }

  var runDuration: TimeInterval { duration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0 else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}

/// A spring's motion towards the target, finished once it settles.
struct SpringAnimation: CustomAnimation, TimedAnimation {
  let spring: Spring
  var blend: TimeInterval = 0
  var initialVelocity: Double = 0

  var runDuration: TimeInterval { spring.settlingDuration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= spring.duration { context.isLogicallyComplete = true }
    let velocity = value.scaled(by: initialVelocity)
    guard time < spring.settlingDuration(target: value, initialVelocity: velocity, epsilon: 0.001)
    else { return nil }
    return spring.value(target: value, initialVelocity: velocity, time: time)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    true
  }
}

/// Another animation, starting later.
struct DelayAnimation: CustomAnimation, TimedAnimation {
  let base: Animation
  let delay: TimeInterval

  var runDuration: TimeInterval { max(delay, 0) + base.runDuration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    time < delay ? .zero : base.animate(value: value, time: time - delay, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
  }
}

/// Another animation, played faster (or slower).
struct SpeedAnimation: CustomAnimation, TimedAnimation {
  let base: Animation
  let speed: Double

  var runDuration: TimeInterval { speed > 0 ? base.runDuration / speed : .infinity }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }
}

/// Another animation, played a number of times or forever, reversing every other time.
struct RepeatAnimation: CustomAnimation, TimedAnimation {
  let base: Animation
  let count: Int?
  let autoreverses: Bool

  var runDuration: TimeInterval {
    guard let count else { return .infinity }
    return base.runDuration * Double(count)
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let length = base.runDuration
    guard length > 0, length.isFinite else {
      return base.animate(value: value, time: time, context: &context)
    }
    let run = (time / length).rounded(.down)
    if let count, run >= Double(count) { return nil }
    var local = time - run * length
    if autoreverses, Int(run) % 2 == 1 { local = length - local }
    return base.animate(value: value, time: local, context: &context) ?? value
  }
}

/// Another animation, reporting itself logically complete at a given time.
struct LogicallyCompleteAnimation: CustomAnimation, TimedAnimation {
  let base: Animation
  let after: TimeInterval

  var runDuration: TimeInterval { base.runDuration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time >= after { context.isLogicallyComplete = true }
    return result
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }
}
