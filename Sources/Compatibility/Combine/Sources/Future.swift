import Foundation

/// Runs a piece of work once, when it is made, and hands its single outcome to every subscriber: a
/// value, followed by `finished`, or a failure. Subscribers that attach later get the same outcome.
///
/// A value waits for the subscriber's first request; a failure is sent at once.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// The callback the work calls with its outcome; only the first call counts, and a call after the
  /// future has been released is ignored.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureConduit<Output, Failure>] = []

  /// Makes a future and runs `attemptToFulfill` straight away, on the calling thread, with the
  /// promise to call when the outcome is known.
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

/// Makes a new publisher for each subscriber: `createPublisher` runs when the subscriber attaches,
/// not before, and the subscriber is attached to what it returns.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// Passes the created publisher's values through unchanged.
  public typealias Output = DeferredPublisher.Output
  /// Passes the created publisher's failure through unchanged.
  public typealias Failure = DeferredPublisher.Failure

  /// Called once per subscriber, at the moment it attaches, to make the publisher it gets.
  public let createPublisher: () -> DeferredPublisher

  /// Makes a publisher that calls `createPublisher` anew for every subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Creates the publisher and attaches the subscriber to it.
  public func receive<S: Subscriber>(subscriber: S)
  where DeferredPublisher.Failure == S.Failure, DeferredPublisher.Output == S.Input {
    createPublisher().receive(subscriber: subscriber)
  }
}
