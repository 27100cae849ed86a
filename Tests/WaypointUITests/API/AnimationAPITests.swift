import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

@MainActor
@Suite("Animation API: springs, curves, transactions, transitions and animators")
struct AnimationAPITests {
  @Test("a spring converts between duration and bounce, response and damping, and physics")
  func springConversions() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.response - 0.5) < 1e-9)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
    #expect(abs(spring.bounce - 0.3) < 1e-9)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
    #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-6)
    let physical = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
    #expect(abs(physical.duration - 0.5) < 1e-9)
    #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-9)
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
  }

  @Test("a spring moves towards its target and settles there")
  func springMotion() {
    let spring = Spring(duration: 0.4, bounce: 0)
    #expect(spring.value(target: 10.0, time: 0) == 0)
    let halfway = spring.value(target: 10.0, time: 0.2)
    #expect(halfway > 0 && halfway < 10)
    #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-6)
    let settling = spring.settlingDuration
    #expect(settling > 0.4 && settling < 2)
    let resettled = Spring(settlingDuration: settling, dampingRatio: 1)
    #expect(abs(resettled.response - 0.4) < 1e-3)
    var value = 0.0
    var velocity = 0.0
    spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.1)
    #expect(value > 0 && velocity > 0)
  }

  @Test("unit curves ease, invert and report their slope")
  func unitCurves() {
    #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
    #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
    #expect(UnitCurve.easeOut.value(at: 0.5) > 0.5)
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
    let x = UnitCurve.easeIn.value(at: 0.4)
    #expect(abs(UnitCurve.easeIn.inverse.value(at: x) - 0.4) < 1e-4)
    let y = UnitCurve.circularEaseIn.value(at: 0.7)
    #expect(abs(UnitCurve.circularEaseIn.inverse.value(at: y) - 0.7) < 1e-6)
    #expect(UnitCurve.easeInOut.velocity(at: 0.5) > 1)
  }

  @Test("animations compute their values over time, delayed, sped up and repeated")
  func animationCurves() {
    var context = AnimationContext<Double>()
    let linear = Animation.linear(duration: 2)
    #expect(linear.animate(value: 10.0, time: 1, context: &context) == 5)
    #expect(linear.animate(value: 10.0, time: 2, context: &context) == nil)
    #expect(linear.delay(1).animate(value: 10.0, time: 0.5, context: &context) == 0)
    #expect(linear.speed(2).animate(value: 10.0, time: 0.5, context: &context) == 5)
    let repeated = linear.repeatCount(2, autoreverses: true)
    #expect(repeated.animate(value: 10.0, time: 3, context: &context) == 5)
    #expect(repeated.animate(value: 10.0, time: 4.5, context: &context) == nil)
    #expect(Animation.spring(duration: 0.3).description == ".spring(duration: 0.3, bounce: 0.0)")
    #expect(
      Animation.easeInOut.repeatForever().description
        == ".easeInOut.repeatForever(autoreverses: true)")
    #expect(Animation.bouncy == Animation.bouncy(duration: 0.5, extraBounce: 0))
  }

  @Test("animatable pairs add, subtract and scale component by component")
  func animatableData() {
    var pair = AnimatablePair(CGFloat(2), 3.0) + AnimatablePair(CGFloat(1), 1.0)
    #expect(pair == AnimatablePair(CGFloat(3), 4.0))
    pair.scale(by: 2)
    #expect(pair.first == 6 && pair.second == 8)
    #expect(pair.magnitudeSquared == 100)
    #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
    var point = CGPoint(x: 1, y: 2)
    point.animatableData = AnimatablePair(5, 6)
    #expect(point == CGPoint(x: 5, y: 6))
    #expect(Angle.degrees(180).animatableData == .pi)
  }

  @Test("withAnimation's completion and a transaction's completions run when the body has run")
  func completions() throws {
    struct Animated: View {
      @State private var on = false
      @State private var completed = false
      var body: some View {
        Button(completed ? "Done" : (on ? "On" : "Off")) {
          withAnimation(.snappy) {
            on = true
          } completion: {
            completed = true
          }
        }
      }
    }
    let host = ViewHost(Animated())
    try host.tap("Off")
    #expect(host.render() == #"Button "Done" [tap]"#)
    #expect(host.runtime.lastAnimation == .snappy)
    var ran = false
    var transaction = Transaction(animation: .linear)
    transaction.addAnimationCompletion { ran = true }
    withTransaction(transaction) {}
    #expect(ran)
  }

  @Test("a transition of the Transition protocol is recorded as the Swift that made it")
  func transitions() {
    let host = ViewHost(
      VStack {
        Text("Fade").transition(.opacity)
        Text("Move").transition(.move(edge: .bottom).combined(with: .opacity))
        Text("Push").transition(AnyTransition.push(from: .leading))
        Text("Scaled").transition(.scale(0.5))
      })
    let rendered = host.render()
    #expect(rendered.contains(#"Text "Fade" .transition(.opacity)"#))
    #expect(rendered.contains(".transition(.move(edge: .bottom).combined(with: .opacity))"))
    #expect(rendered.contains(".transition(.push(from: .leading))"))
    #expect(rendered.contains(".transition(.scale(0.5))"))
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
  }

  @Test("a phase animator shows its first phase; a keyframe animator its initial value")
  func animators() {
    let host = ViewHost(
      VStack {
        PhaseAnimator(["one", "two"]) { phase in Text("Phase \(phase)") }
        Text("Scaled").keyframeAnimator(initialValue: 1.0, trigger: 0) { content, scale in
          content.opacity(scale)
        } keyframes: { _ in
          LinearKeyframe(2.0, duration: 1)
        }
      })
    let rendered = host.render()
    #expect(rendered.contains(#"Text "Phase one""#))
    #expect(!rendered.contains("Phase two"))
    #expect(rendered.contains(#"Text "Scaled" .opacity(1.0)"#))
  }

  @Test("a keyframe timeline interpolates its tracks")
  func keyframeTimeline() {
    struct Values {
      var scale = 1.0
      var offset = 0.0
    }
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 1)
        MoveKeyframe(5.0)
      }
      KeyframeTrack(\.offset) {
        LinearKeyframe(10.0, duration: 2)
      }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5).scale == 1.5)
    #expect(timeline.value(time: 1.5).scale == 5)
    #expect(timeline.value(progress: 0.5).offset == 5)
  }

  @Test("content transitions live in the environment")
  func contentTransition() {
    struct Reader: View {
      @Environment(\.contentTransition) private var transition
      var body: some View { Text("\(transition)") }
    }
    let host = ViewHost(Reader().contentTransition(.numericText()))
    #expect(host.render().contains(#"Text ".numericText()""#))
  }
}
