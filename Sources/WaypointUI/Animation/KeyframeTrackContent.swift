import Foundation

/// A group of keyframes that change one value over time, built with
/// `KeyframeTrackContentBuilder`.
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable = Body.Value
  /// The type of content this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One step of a keyframe track: where it goes, how, and for how long.
enum KeyframeSegment<Value: Animatable> {
  case move(Value)
  case linear(Value, duration: TimeInterval, curve: UnitCurve)
  case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
  case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)

  /// The value the step ends at.
  var target: Value {
    switch self {
    case .move(let to), .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _):
      to
    }
  }

  /// How long the step lasts.
  var duration: TimeInterval {
    switch self {
    case .move: 0
    case .linear(_, let duration, _), .cubic(_, let duration, _, _): max(duration, 0)
    case .spring(_, let duration, let spring, _): max(duration ?? spring.settlingDuration, 0)
    }
  }
}

/// Keyframe content Waypoint knows the steps of without reading its `body`.
protocol KeyframeSegmentsProvider {
  /// The type of value the steps animate.
  associatedtype SegmentValue: Animatable
  /// The steps, in order.
  var segments: [KeyframeSegment<SegmentValue>] { get }
}

/// The steps of `content`: its own, or those of its body.
func keyframeSegments<C: KeyframeTrackContent>(_ content: C) -> [KeyframeSegment<C.Value>] {
  if let provider = content as? any KeyframeSegmentsProvider {
    return segments(of: provider, as: C.Value.self)
  }
  return keyframeSegments(content.body).compactMap { $0 as? KeyframeSegment<C.Value> }
}

private func segments<P: KeyframeSegmentsProvider, V: Animatable>(of provider: P, as _: V.Type)
  -> [KeyframeSegment<V>]
{
  provider.segments.compactMap { $0 as? KeyframeSegment<V> }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProvider {
  let to: Value
  /// A jump to `to`.
  public init(_ to: Value) { self.to = to }
  /// The keyframe itself.
  public var body: MoveKeyframe<Value> { self }
  var segments: [KeyframeSegment<Value>] { [.move(to)] }
}

/// A keyframe that interpolates straight to its value along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProvider {
  let to: Value
  let duration: TimeInterval
  let timingCurve: UnitCurve
  /// A move to `to` over `duration` seconds along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }
  /// The keyframe itself.
  public var body: LinearKeyframe<Value> { self }
  var segments: [KeyframeSegment<Value>] {
    [.linear(to, duration: duration, curve: timingCurve)]
  }
}

/// A keyframe that moves to its value with a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProvider {
  let to: Value
  let duration: TimeInterval?
  let spring: Spring
  let startVelocity: Value?
  /// A spring to `to`, lasting `duration` (the spring's settling time if `nil`).
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }
  /// The keyframe itself.
  public var body: SpringKeyframe<Value> { self }
  var segments: [KeyframeSegment<Value>] {
    [.spring(to, duration: duration, spring: spring, startVelocity: startVelocity)]
  }
}

/// A keyframe that moves to its value along a smooth cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProvider {
  let to: Value
  let duration: TimeInterval
  let startVelocity: Value?
  let endVelocity: Value?
  /// A cubic curve to `to` over `duration`; velocities left out are worked out from the
  /// keyframes around it.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }
  /// The keyframe itself.
  public var body: CubicKeyframe<Value> { self }
  var segments: [KeyframeSegment<Value>] {
    [.cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)]
  }
}

/// Keyframes one after another, as a builder joins them.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProvider {
  let segments: [KeyframeSegment<Value>]
  var body: KeyframeSequence<Value> { self }
}

/// Builds keyframe track content from keyframes, conditions and loops.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe as it is.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where Value == K.Value {
    expression
  }

  /// The keyframes of a loop, one after another.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeSequence(segments: components.flatMap { keyframeSegments($0) })
  }

  /// The first branch of a condition.
  public static func buildEither<First, Second>(first component: First)
    -> Conditional<Value, First, Second>
  where
    Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == Second.Value
  {
    Conditional(segments: keyframeSegments(component))
  }

  /// The second branch of a condition.
  public static func buildEither<First, Second>(second component: Second)
    -> Conditional<Value, First, Second>
  where
    Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == Second.Value
  {
    Conditional(segments: keyframeSegments(component))
  }

  /// The first keyframe of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where Value == K.Value {
    first
  }

  /// The keyframes so far followed by `next`.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSequence(segments: keyframeSegments(accumulated) + keyframeSegments(next))
  }

  /// No keyframes.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSequence<Value>(segments: [])
  }
}

extension KeyframeTrackContentBuilder {
  /// The keyframes of whichever branch of a condition ran.
  public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent,
    KeyframeSegmentsProvider
  where
    ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == Second.Value
  {
    /// The type of value the keyframes animate.
    public typealias Value = ConditionalValue
    let segments: [KeyframeSegment<ConditionalValue>]
    /// The content itself.
    public var body: Self { self }
  }
}
