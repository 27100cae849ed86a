import Foundation

/// A curve of your own for `Animation(_:)`: given how much a value changes in total, it says how
/// much of that change is made at each moment. Renderers do not play it, but its values can be
/// computed through `Animation.animate(value:time:context:)`.
public protocol CustomAnimation: Hashable, Sendable {
  /// The value of the animation at `time`, or `nil` once it has finished; `value` is the total
  /// change the animation makes, and the result is the change made so far.
  nonisolated func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity of the animation at `time`, or `nil` if it does not know.
  nonisolated func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation, replacing `previous` while it runs, merges with it.
  nonisolated func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity is known.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Animations do not merge: the new one starts from where the previous one is.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

/// The state a custom animation keeps between calls, and what it can read.
public struct AnimationContext<Value: VectorArithmetic>: @unchecked Sendable {
  /// Values the animation keeps, by key.
  public var state: AnimationState<Value>
  /// Whether the animation has reached its logical end (it may still be settling).
  public var isLogicallyComplete: Bool
  package let environmentValues: EnvironmentValues

  package init(
    state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
    self.environmentValues = environment
  }

  /// The environment of the view whose value is animating.
  public var environment: EnvironmentValues { environmentValues }

  /// This context with the state of a value of another type, for animating a part.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(
      state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
  }
}

/// Values a custom animation keeps from one call to the next, by `AnimationStateKey`.
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]

  /// An empty state.
  public init() {}

  /// The value for `key`, or the key's default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value an animation keeps in its `AnimationState`.
public protocol AnimationStateKey {
  /// What the key stores in the animation's state.
  associatedtype Value
  /// The value before the animation sets one.
  static var defaultValue: Value { get }
}

/// When an animation's completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// When the animation reaches its logical end (a spring may still be settling).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation is removed, having fully finished.
  public static let removed = AnimationCompletionCriteria(name: "removed")
  /// The criteria as Swift source.
  public var description: String { ".\(name)" }
}
