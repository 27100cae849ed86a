import Foundation

/// An animation whose length is known, so that a repeat knows when to start again.
package protocol TimedAnimation {
  /// How long one run lasts, in seconds (infinite for a repeat forever).
  var runDuration: TimeInterval { get }
}

extension Animation {
  /// How long one run of the animation lasts; a custom animation of unknown length is taken to
  /// last until it returns `nil`, probed at 60 frames a second for up to a minute.
  package var runDuration: TimeInterval {
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
package struct TimingCurveAnimation: CustomAnimation, TimedAnimation {
  package let curve: UnitCurve
  package let duration: TimeInterval

  package init(_ curve: UnitCurve, duration: TimeInterval) {
    self.curve = curve
    self.duration = max(duration, 0)
  }

  package var runDuration: TimeInterval { duration }

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0 else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}

/// A spring's motion towards the target, finished once it settles.
package struct SpringAnimation: CustomAnimation, TimedAnimation {
  package let spring: Spring
  package var blend: TimeInterval = 0
  package var initialVelocity: Double = 0

  package var runDuration: TimeInterval { spring.settlingDuration }

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= spring.duration { context.isLogicallyComplete = true }
    let velocity = value.scaled(by: initialVelocity)
    guard time < spring.settlingDuration(target: value, initialVelocity: velocity, epsilon: 0.001)
    else { return nil }
    return spring.value(target: value, initialVelocity: velocity, time: time)
  }

  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    true
  }
  package init(spring: Spring, blend: TimeInterval = 0, initialVelocity: Double = 0) {
    self.spring = spring
    self.blend = blend
    self.initialVelocity = initialVelocity
  }
}

/// Another animation, starting later.
package struct DelayAnimation: CustomAnimation, TimedAnimation {
  package let base: Animation
  package let delay: TimeInterval

  package var runDuration: TimeInterval { max(delay, 0) + base.runDuration }

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    time < delay ? .zero : base.animate(value: value, time: time - delay, context: &context)
  }

  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
  }
}

/// Another animation, played faster (or slower).
package struct SpeedAnimation: CustomAnimation, TimedAnimation {
  package let base: Animation
  package let speed: Double

  package var runDuration: TimeInterval { speed > 0 ? base.runDuration / speed : .infinity }

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }
}

/// Another animation, played a number of times or forever, reversing every other time.
package struct RepeatAnimation: CustomAnimation, TimedAnimation {
  package let base: Animation
  package let count: Int?
  package let autoreverses: Bool

  package var runDuration: TimeInterval {
    guard let count else { return .infinity }
    return base.runDuration * Double(count)
  }

  package func animate<V: VectorArithmetic>(
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
package struct LogicallyCompleteAnimation: CustomAnimation, TimedAnimation {
  package let base: Animation
  package let after: TimeInterval

  package var runDuration: TimeInterval { base.runDuration }

  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time >= after { context.isLogicallyComplete = true }
    return result
  }

  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }
}
