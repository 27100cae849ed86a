import Foundation

/// A subject that wraps a single value and publishes a new element whenever the value changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let valueLock = NSLock()
  private var stored: Output
  private let core = SubjectCore<Output, Failure>(keepsLatest: true)

  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output {
    get {
      valueLock.lock()
      defer { valueLock.unlock() }
      return stored
    }
    set { send(newValue) }
  }

  /// Creates a current value subject with the given initial value.
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
