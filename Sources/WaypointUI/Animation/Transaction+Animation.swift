import Foundation

private struct IsContinuousKey: TransactionKey {
  static var defaultValue: Bool { false }
}

private struct TracksVelocityKey: TransactionKey {
  static var defaultValue: Bool { false }
}

private struct AnimationCompletionsKey: TransactionKey {
  static var defaultValue: [AnimationCompletion] { [] }
}

/// A completion added to a transaction, with when it should run.
struct AnimationCompletion {
  let criteria: AnimationCompletionCriteria
  let run: () -> Void
}

extension Transaction {
  /// Whether the transaction is part of a continuous interaction, such as a drag.
  public var isContinuous: Bool {
    get { self[IsContinuousKey.self] }
    set { self[IsContinuousKey.self] = newValue }
  }

  /// Whether animations in the transaction track the velocity of the values they animate.
  public var tracksVelocity: Bool {
    get { self[TracksVelocityKey.self] }
    set { self[TracksVelocityKey.self] = newValue }
  }

  /// Adds `completion`, run when the transaction's animations meet `criteria`; in Waypoint
  /// animations finish at once, so it runs when `withTransaction` returns.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    self[AnimationCompletionsKey.self].append(
      AnimationCompletion(criteria: criteria, run: completion))
  }

  /// The completions added with `addAnimationCompletion`.
  var animationCompletions: [AnimationCompletion] { self[AnimationCompletionsKey.self] }
}

/// Runs `body` within `transaction`: its animation is recorded for the host (see
/// `ViewRuntime.lastAnimation`), the change shows at once, and the transaction's completions
/// run when `body` returns. Callable from any isolation, as in SwiftUI.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  noteAnimation(transaction.disablesAnimations ? nil : transaction.animation)
  let result = try body()
  for completion in transaction.animationCompletions { completion.run() }
  return result
}

/// Runs `body` within a transaction whose value at `keyPath` is `value`.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body` with `animation` and then `completion`: animations finish at once in Waypoint,
/// so `completion` runs as soon as `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
