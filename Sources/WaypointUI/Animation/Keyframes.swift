import Foundation

/// A set of keyframe tracks that animate the properties of a value together.
public protocol Keyframes<Value> {
  /// The type of value animated.
  associatedtype Value = Body.Value
  /// The type of keyframes these are made of.
  associatedtype Body: Keyframes
  /// The keyframes these are made of.
  @KeyframesBuilder<Value> var body: Body { get }
  /// Adds the tracks of these keyframes to `resolved`.
  func _resolve(
    into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

extension Keyframes where Value == Body.Value {
  /// Adds the tracks of the body.
  public func _resolve(
    into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
  ) {
    body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
  }
}

/// The tracks of a set of keyframes, as they are resolved for a timeline.
public struct _ResolvedKeyframes<Value> {
  var tracks: [ResolvedKeyframeTrack<Value>] = []
}

/// One property's track: how to set it on the whole value at a time.
struct ResolvedKeyframeTrack<Root> {
  let duration: TimeInterval
  let apply: (inout Root, TimeInterval) -> Void
}

/// The tracks of `keyframes`, starting from `initialValue`.
func keyframeTracks<K: Keyframes>(_ keyframes: K, initialValue: K.Value)
  -> [ResolvedKeyframeTrack<K.Value>]
{
  var resolved = _ResolvedKeyframes<K.Value>()
  keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
  return resolved.tracks
}

/// A sequence of keyframes animating one property of a value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
  let keyPath: WritableKeyPath<Root, Value>
  let segments: [KeyframeSegment<Value>]

  /// A track animating the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.keyPath = \Root.self
    self.segments = keyframeSegments(content())
  }

  /// A track animating the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.segments = keyframeSegments(content())
  }

  /// The track itself.
  public var body: KeyframeTrack<Root, Value, Content> { self }

  /// Adds this track.
  public func _resolve(
    into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?
  ) {
    let (keyPath, segments) = (self.keyPath, self.segments)
    resolved.tracks.append(
      ResolvedKeyframeTrack(duration: segments.reduce(0) { $0 + $1.duration }) { root, time in
        root[keyPath: keyPath] = keyframeValue(segments, from: root[keyPath: keyPath], at: time)
      })
  }
}

/// Tracks joined by a builder, resolved in order.
struct KeyframeTrackSet<Value>: Keyframes {
  let resolve: (inout _ResolvedKeyframes<Value>, Value, Value?) -> Void

  var body: KeyframeTrackSet<Value> { self }

  func _resolve(
    into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
  ) {
    resolve(&resolved, initialValue, initialVelocity)
  }
}

/// The value `segments` reach at `time`, starting from `initial`.
func keyframeValue<V: Animatable>(
  _ segments: [KeyframeSegment<V>], from initial: V, at time: Double
)
  -> V
{
  var start = initial
  var previous: (start: V, duration: TimeInterval)?
  var remaining = time
  for (index, segment) in segments.enumerated() {
    let duration = segment.duration
    if remaining < duration {
      let next = index + 1 < segments.count ? segments[index + 1] : nil
      return interpolate(
        segment, from: start, elapsed: remaining, previous: previous,
        next: next.map { ($0.target, $0.duration) })
    }
    remaining -= duration
    previous = (start, duration)
    start = segment.target
  }
  return start
}

private func interpolate<V: Animatable>(
  _ segment: KeyframeSegment<V>, from start: V, elapsed: TimeInterval,
  previous: (start: V, duration: TimeInterval)?, next: (target: V, duration: TimeInterval)?
) -> V {
  let p0 = start.animatableData
  let p1 = segment.target.animatableData
  let duration = segment.duration
  var result = segment.target
  switch segment {
  case .move(let to):
    return to
  case .linear(_, _, let curve):
    result.animatableData = p0 + (p1 - p0).scaled(by: curve.value(at: elapsed / duration))
  case .spring(_, _, let spring, let startVelocity):
    result.animatableData =
      p0
      + spring.value(
        target: p1 - p0, initialVelocity: startVelocity?.animatableData ?? .zero, time: elapsed)
  case .cubic(_, _, let startVelocity, let endVelocity):
    let straight = (p1 - p0).scaled(by: 1 / duration)
    let m0 =
      startVelocity?.animatableData
      ?? previous.map { (p1 - $0.start.animatableData).scaled(by: 1 / ($0.duration + duration)) }
      ?? straight
    let m1 =
      endVelocity?.animatableData
      ?? next.map { ($0.target.animatableData - p0).scaled(by: 1 / ($0.duration + duration)) }
      ?? straight
    let t = elapsed / duration
    let (t2, t3) = (t * t, t * t * t)
    result.animatableData =
      p0.scaled(by: 2 * t3 - 3 * t2 + 1) + m0.scaled(by: (t3 - 2 * t2 + t) * duration)
      + p1.scaled(by: -2 * t3 + 3 * t2) + m1.scaled(by: (t3 - t2) * duration)
  }
  return result
}

/// A description of how a value changes over time, for reading values at any time.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [ResolvedKeyframeTrack<Value>]

  /// A timeline from `initialValue` through the keyframes of `content`.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.initialValue = initialValue
    self.tracks = keyframeTracks(content(), initialValue: initialValue)
  }

  /// How long the longest track lasts.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value at `time` seconds from the start.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, max(time, 0)) }
    return value
  }

  /// The value at `progress` (0 to 1) of the timeline's duration.
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}
