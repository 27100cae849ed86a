import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureConduit<Output, Failure>] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    lock.lock()
    guard self.result == nil else {
      lock.unlock()
      return
    }
    self.result = result
    let waiting = self.waiting
    self.waiting.removeAll()
    lock.unlock()
    for conduit in waiting { conduit.fulfil(result) }
  }

  /// Attaches the subscriber: it receives the value at its first request once there is one.
  public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
    let conduit = FutureConduit(AnySubscriber(subscriber))
    lock.lock()
    let result = self.result
    if result == nil { waiting.append(conduit) }
    lock.unlock()
    subscriber.receive(subscription: conduit)
    if let result { conduit.fulfil(result) }
  }
}

/// One subscriber's subscription to a future.
final class FutureConduit<Output, Failure: Error>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = NSLock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var requested = false

  init(_ downstream: AnySubscriber<Output, Failure>) {
    self.downstream = downstream
  }

  var description: String { "Future" }

  func fulfil(_ result: Result<Output, Failure>) {
    lock.lock()
    self.result = result
    lock.unlock()
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    requested = true
    lock.unlock()
    deliverIfReady()
  }

  private func deliverIfReady() {
    lock.lock()
    guard let downstream, let result else {
      lock.unlock()
      return
    }
    switch result {
    case .success(let value):
      guard requested else {
        lock.unlock()
        return
      }
      self.downstream = nil
      lock.unlock()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      self.downstream = nil
      lock.unlock()
      downstream.receive(completion: .failure(error))
    }
  }

  func cancel() {
    lock.lock()
    downstream = nil
    lock.unlock()
  }
}

/// A publisher that awaits subscription before running the supplied closure to create a
/// publisher for the new subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The kind of values published by this publisher.
  public typealias Output = DeferredPublisher.Output
  /// The kind of errors this publisher might publish.
  public typealias Failure = DeferredPublisher.Failure

  /// The closure to execute when this deferred publisher receives a subscription.
  public let createPublisher: () -> DeferredPublisher

  /// Creates a deferred publisher.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Creates the publisher and attaches the subscriber to it.
  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().receive(subscriber: subscriber)
  }
}
