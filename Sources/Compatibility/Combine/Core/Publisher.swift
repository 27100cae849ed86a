/// Something that sends each subscriber that attaches its values, never more than the subscriber
/// has asked for, and then at most one completion. Operators are methods on it that return a new
/// publisher wrapping this one.
public protocol Publisher<Output, Failure> {
  /// The type of each value sent.
  associatedtype Output
  /// The type of error a failure carries; `Never` for a publisher that cannot fail.
  associatedtype Failure: Error

  /// Starts delivering to `subscriber`: the publisher sends it a subscription, then values as they
  /// are requested, then a completion. Call `subscribe(_:)` rather than this.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber`: the entry point callers use, which calls `receive(subscriber:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches `subject`, which then re-sends this publisher's values and completion to its own
  /// subscribers; cancelling or releasing the returned value detaches it.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    receive(subscriber: subscriber)
    return AnyCancellable(subscriber)
  }
}

/// Where the operator publishers live: each operator method returns one of the types in
/// `Publishers`, such as `Publishers.Map`.
public enum Publishers {}
