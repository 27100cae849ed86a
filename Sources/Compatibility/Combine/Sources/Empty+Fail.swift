/// Sends no values: each subscriber gets a subscription and then, if `completeImmediately`, a
/// `finished` completion straight away; otherwise nothing more, ever.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether subscribers are sent `finished` as soon as they attach (`true`) or left waiting
  /// forever (`false`).
  public let completeImmediately: Bool

  /// Makes an empty publisher that finishes at once unless `completeImmediately` is `false`.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// The same as `init(completeImmediately:)`, with the output and failure types spelled out where
  /// the compiler cannot infer them.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.init(completeImmediately: completeImmediately)
  }

  /// Finishes at once, or never.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// Sends no values: each subscriber gets a subscription and then, straight away, a failure carrying
/// `error`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error every subscriber is sent.
  public let error: Failure

  /// Makes a publisher that fails every subscriber with `error` as soon as it attaches.
  public init(error: Failure) {
    self.error = error
  }

  /// The same as `init(error:)`, with the output type spelled out where the compiler cannot infer
  /// it.
  public init(outputType: Output.Type, failure: Failure) {
    self.error = failure
  }

  /// Fails at once.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
