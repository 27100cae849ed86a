import Combine
import Foundation

/// A publisher the test drives by hand: it records what each subscriber asks for and whether
/// it cancelled, and sends whatever the test tells it to, demand or not.
final class ScriptedPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let lock = NSLock()
  private var subscriptions: [ScriptedSubscription<Output, Failure>] = []

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = ScriptedSubscription(AnySubscriber(subscriber))
    lock.lock()
    subscriptions.append(subscription)
    lock.unlock()
    subscriber.receive(subscription: subscription)
  }

  /// How many subscribers have subscribed.
  var subscriptionCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return subscriptions.count
  }

  /// The latest subscription.
  var latest: ScriptedSubscription<Output, Failure>? {
    lock.lock()
    defer { lock.unlock() }
    return subscriptions.last
  }

  /// What the latest subscriber has asked for in all.
  var requested: Subscribers.Demand { latest?.requested ?? .none }

  /// Whether the latest subscriber has cancelled.
  var cancelled: Bool { latest?.cancelled ?? false }

  /// Sends a value to the latest subscriber.
  func send(_ value: Output) {
    latest?.send(value)
  }

  /// Sends a completion to the latest subscriber.
  func send(completion: Subscribers.Completion<Failure>) {
    latest?.send(completion: completion)
  }
}

/// One subscriber's subscription to a `ScriptedPublisher`.
final class ScriptedSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  private let subscriber: AnySubscriber<Output, Failure>
  private var total = Subscribers.Demand.none
  private var wasCancelled = false

  init(_ subscriber: AnySubscriber<Output, Failure>) {
    self.subscriber = subscriber
  }

  var requested: Subscribers.Demand {
    lock.lock()
    defer { lock.unlock() }
    return total
  }

  var cancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return wasCancelled
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    total += demand
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    wasCancelled = true
    lock.unlock()
  }

  func send(_ value: Output) {
    let more = subscriber.receive(value)
    request(more)
  }

  func send(completion: Subscribers.Completion<Failure>) {
    subscriber.receive(completion: completion)
  }
}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
}

/// An error for failing publishers, with a code to tell failures apart.
struct CodedFailure: Error, Equatable {
  let code: Int
}

/// Records the completion itself, for checking which error a publisher failed with.
final class CompletionBox<Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Subscribers.Completion<Failure>?

  var completion: Subscribers.Completion<Failure>? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func set(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    stored = completion
    lock.unlock()
  }

  /// The `CodedFailure` code the publisher failed with, if it did.
  var failureCode: Int? {
    guard case .failure(let error) = completion else { return nil }
    return (error as? CodedFailure)?.code
  }
}

extension Publisher {
  /// Subscribes with unlimited demand, recording the values and the completion itself.
  func recordCompletion() -> (Recorder<Output>, CompletionBox<Failure>, AnyCancellable) {
    let recorder = Recorder<Output>()
    let box = CompletionBox<Failure>()
    let cancellable = sink(
      receiveCompletion: {
        recorder.complete($0)
        box.set($0)
      }, receiveValue: { recorder.append($0) })
    return (recorder, box, cancellable)
  }
}
