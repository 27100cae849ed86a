import Foundation

/// What `values` returns for a publisher that never fails: each step of a `for await` loop asks the
/// publisher for one value and waits for it, and the loop ends when the publisher finishes.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The publisher's values, one per step.
  public typealias Element = P.Output
  /// The error this sequence can throw: none.
  public typealias Failure = Never

  /// Holds the subscription, which it makes when created and cancels when discarded.
  public struct Iterator: AsyncIteratorProtocol {
    private let token: AsyncValuesToken<P.Output, Never>

    fileprivate init(_ publisher: P) {
      token = AsyncValuesToken(publisher)
    }

    /// Produces the next element, or `nil` once the publisher has finished or the task has
    /// been cancelled (which cancels the subscription).
    public mutating func next() async -> P.Output? {
      switch await token.inner.next().value {
      case .success(let value): return value
      case .failure(let never): switch never {}
      }
    }

    /// Same as `next()`; the `isolation` argument is accepted and not used.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
      switch await token.inner.next().value {
      case .success(let value): return value
      case .failure(let never): switch never {}
      }
    }
  }

  private let publisher: P

  /// Wraps `publisher`, which is subscribed afresh by each iterator made.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher and creates the iterator for its elements.
  public func makeAsyncIterator() -> Iterator {
    Iterator(publisher)
  }
}

/// What `values` returns for a publisher that can fail: like `AsyncPublisher`, but the publisher's
/// failure is thrown from `next()`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  /// The publisher's values, one per step.
  public typealias Element = P.Output
  /// The error this sequence can throw.
  public typealias Failure = any Error

  /// Holds the subscription, which it makes when created and cancels when discarded.
  public struct Iterator: AsyncIteratorProtocol {
    private let token: AsyncValuesToken<P.Output, P.Failure>

    fileprivate init(_ publisher: P) {
      token = AsyncValuesToken(publisher)
    }

    /// Produces the next element, or `nil` once the publisher has finished or the task has
    /// been cancelled (which cancels the subscription); throws the publisher's failure.
    public mutating func next() async throws -> P.Output? {
      try await token.inner.next().value.get()
    }

    /// Same as `next()`; the `isolation` argument is accepted and not used.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error)
      -> P.Output?
    {
      try await token.inner.next().value.get()
    }
  }

  private let publisher: P

  /// Wraps `publisher`, which is subscribed afresh by each iterator made.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  /// Subscribes to the publisher and creates the iterator for its elements.
  public func makeAsyncIterator() -> Iterator {
    Iterator(publisher)
  }
}

extension Publisher where Failure == Never {
  /// This publisher's values for a `for await` loop: each step requests one value, and cancelling
  /// the task cancels the subscription.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// This publisher's values for a `for try await` loop, which throws the publisher's failure; each
  /// step requests one value, and cancelling the task cancels the subscription.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Hands a value from one task to another; what is handed over is not used by the sender
/// again.
private struct AsyncHandOff<Value>: @unchecked Sendable {
  let value: Value
}

/// Owned by an iterator: cancels the subscription when the iterator goes away.
private final class AsyncValuesToken<Input, Failure: Error>: Sendable {
  let inner = AsyncValuesSubscriber<Input, Failure>()

  init<P: Publisher>(_ publisher: P) where P.Output == Input, P.Failure == Failure {
    publisher.subscribe(inner)
  }

  deinit {
    inner.cancel()
  }
}

/// The subscriber behind `values`: it asks for one element each time the iterator wants one
/// and resumes the waiting task with it. Cancelling the task cancels the subscription.
private final class AsyncValuesSubscriber<Input, Failure: Error>: Subscriber, Cancellable,
  @unchecked Sendable
{
  private typealias Outcome = AsyncHandOff<Result<Input?, Failure>>

  private let lock = NSLock()
  private var subscription: Subscription?
  private var waiting: CheckedContinuation<Outcome, Never>?
  /// Values that arrived with nobody waiting (from a publisher that ignores demand).
  private var buffered: [Input] = []
  /// The completion, until the iterator has seen it.
  private var completion: Subscribers.Completion<Failure>?
  /// Completed (and reported) or cancelled: every later call returns `nil`.
  private var ended = false

  func receive(subscription: Subscription) {
    lock.lock()
    guard self.subscription == nil, !ended, completion == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    self.subscription = subscription
    let wanted = waiting != nil
    lock.unlock()
    if wanted { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !ended, completion == nil else {
      lock.unlock()
      return .none
    }
    guard let waiting else {
      buffered.append(input)
      lock.unlock()
      return .none
    }
    self.waiting = nil
    lock.unlock()
    waiting.resume(returning: AsyncHandOff(value: .success(input)))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !ended, self.completion == nil else {
      lock.unlock()
      return
    }
    subscription = nil
    guard let waiting, buffered.isEmpty else {
      self.completion = completion
      lock.unlock()
      return
    }
    self.waiting = nil
    ended = true
    lock.unlock()
    waiting.resume(returning: Self.outcome(of: completion))
  }

  /// Waits for the next element, the completion, or cancellation (`nil`).
  func next() async -> AsyncHandOff<Result<Input?, Failure>> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        lock.lock()
        if !buffered.isEmpty {
          let value = buffered.removeFirst()
          lock.unlock()
          continuation.resume(returning: AsyncHandOff(value: .success(value)))
        } else if let completion {
          self.completion = nil
          ended = true
          lock.unlock()
          continuation.resume(returning: Self.outcome(of: completion))
        } else if ended || waiting != nil {
          lock.unlock()
          continuation.resume(returning: AsyncHandOff(value: .success(nil)))
        } else {
          waiting = continuation
          let subscription = self.subscription
          lock.unlock()
          subscription?.request(.max(1))
        }
      }
    } onCancel: {
      cancel()
    }
  }

  private static func outcome(of completion: Subscribers.Completion<Failure>) -> Outcome {
    switch completion {
    case .finished: return AsyncHandOff(value: .success(nil))
    case .failure(let error): return AsyncHandOff(value: .failure(error))
    }
  }

  func cancel() {
    lock.lock()
    ended = true
    completion = nil
    buffered.removeAll()
    let subscription = self.subscription
    self.subscription = nil
    let waiting = self.waiting
    self.waiting = nil
    lock.unlock()
    subscription?.cancel()
    waiting?.resume(returning: AsyncHandOff(value: .success(nil)))
  }
}
