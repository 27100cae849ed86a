/// A subject that keeps nothing: each value goes to the subscribers that have asked for one at the
/// moment it is sent, and a subscriber with no outstanding demand misses it.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let core = SubjectCore<Output, Failure>(keepsLatest: false)

  /// Creates a passthrough subject.
  public init() {}

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber)
  }

  /// Sends a value to every subscriber that has demand.
  public func send(_ input: Output) {
    core.send(input)
  }

  /// Sends a completion to every subscriber; later subscribers receive it at once.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  /// Asks the upstream subscription for every value.
  public func send(subscription: Subscription) {
    core.send(subscription: subscription)
  }
}
