import Foundation

/// Builds keyframes: tracks for the properties of a value, or keyframes for the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
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
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where
    Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == Second.Value
  {
    KeyframeTrackContentBuilder<Value>.Conditional(segments: keyframeSegments(component))
  }

  /// The second branch of a condition.
  public static func buildEither<First, Second>(second component: Second)
    -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where
    Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
    First.Value == Second.Value
  {
    KeyframeTrackContentBuilder<Value>.Conditional(segments: keyframeSegments(component))
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
  public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
    KeyframeSequence<Value>(segments: [])
  }

  /// Keyframes for the whole value, as one track.
  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content>
  where Value == Content.Value {
    KeyframeTrack { component }
  }

  /// A track as it is.
  public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
  where Value == Content.Value {
    expression
  }

  /// The first track of a block.
  public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
  where Value == Content.Value {
    first
  }

  /// The tracks so far and `next`, played together.
  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>, next: some Keyframes<Value>
  ) -> some Keyframes<Value> {
    KeyframeTrackSet { resolved, initialValue, initialVelocity in
      accumulated._resolve(
        into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
      next._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
  }

  /// No tracks.
  public static func buildBlock() -> some Keyframes<Value> {
    KeyframeTrackSet<Value> { _, _, _ in }
  }

  /// The tracks as they are.
  public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
  where Value == Content.Value {
    component
  }
}
