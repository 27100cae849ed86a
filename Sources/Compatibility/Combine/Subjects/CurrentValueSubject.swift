import Foundation

/// A subject that keeps the last value sent: each subscriber gets that value at its first request,
/// then every value sent after, and one that runs out of demand gets the newest value at its next
/// request.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let valueLock = NSLock()
  private var stored: Output
  private let core = SubjectCore<Output, Failure>(keepsLatest: true)

  /// The value kept; setting it is `send(_:)`, so each assignment, even of an equal value, goes out
  /// to subscribers.
  public var value: Output {
    get {
      valueLock.lock()
      defer { valueLock.unlock() }
      return stored
    }
    set { send(newValue) }
  }

  /// Makes a subject holding `value`, which each new subscriber receives first.
  public init(_ value: Output) {
    stored = value
    core.current = { [weak self] in self?.value }
  }

  /// Attaches the subscriber; it receives the current value at its first request.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    core.attach(subscriber)
  }

  /// Sets the value and sends it to every subscriber that has demand.
  public func send(_ input: Output) {
    guard !core.isCompleted else { return }
    valueLock.lock()
    stored = input
    valueLock.unlock()
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
