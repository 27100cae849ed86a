import Foundation

extension Publishers {
  /// When `buffer(size:prefetch:whenFull:)` asks its upstream for values.
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// Asks for `size` values on subscription, then for as many as the subscriber asks for, so the
    /// buffer refills as it drains.
    case keepFull
    /// Asks for everything on subscription; values beyond the buffer's room go to `whenFull`.
    case byRequest
  }

  /// What `buffer(size:prefetch:whenFull:)` does with a value that arrives when the buffer has no
  /// room for it.
  public enum BufferingStrategy<Failure: Error> {
    /// Throw the arriving value away and keep the buffer as it is.
    case dropNewest
    /// Throw away the value that has waited longest, and queue the arriving one.
    case dropOldest
    /// Cancel the upstream and fail the stream at once with the closure's error, dropping what is
    /// buffered.
    case customError(() -> Failure)
  }

  /// The `buffer(size:prefetch:whenFull:)` operator: values the subscriber has not asked for yet
  /// wait in a queue of up to `size`, and go downstream as demand arrives.
  public struct Buffer<Upstream: Publisher>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the `customError` one; either is sent at once, dropping whatever
    /// is buffered.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How many values may wait beyond what the subscriber has asked for; a negative size counts as
    /// zero.
    public let size: Int
    /// When the upstream is asked for values.
    public let prefetch: Publishers.PrefetchStrategy
    /// What to do with a value that arrives when `size` values are already waiting.
    public let whenFull: Publishers.BufferingStrategy<Upstream.Failure>

    /// Wraps `upstream` with the buffer's settings; nothing is subscribed until a subscriber
    /// attaches.
    public init(
      upstream: Upstream, size: Int, prefetch: Publishers.PrefetchStrategy,
      whenFull: Publishers.BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        BufferInner(
          downstream: subscriber, size: Swift.max(0, size), prefetch: prefetch, whenFull: whenFull))
    }
  }
}

/// The subscription of `buffer(size:prefetch:whenFull:)`. Values the subscriber has no demand
/// for wait in a queue of `size`; one that arrives when the queue is full is handled by
/// `whenFull`. `.keepFull` asks upstream for `size` values at subscription and then for what
/// the subscriber asks for, so the queue refills as it is drained; `.byRequest` asks upstream
/// for everything at subscription. Upstream's finishing reaches the subscriber after the
/// queued values; a failure (upstream's or `customError`'s) at once, dropping them.
private final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription,
  BacklogDelivering, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let lock = NSLock()
  let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private var upstream: Subscription?
  var backlog = Backlog<Input, Failure>()
  private var upstreamDone = false
  var description: String { "Buffer" }

  init(
    downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) {
    self.downstream = downstream
    self.size = size
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !upstreamDone, !backlog.terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    lock.lock()
    let live = !upstreamDone && !backlog.terminated
    lock.unlock()
    guard live else { return }
    switch prefetch {
    case .keepFull: if size > 0 { subscription.request(.max(size)) }
    case .byRequest: subscription.request(.unlimited)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !upstreamDone, !backlog.terminated else {
      lock.unlock()
      return .none
    }
    // Room for `size` values the subscriber has not asked for, besides those it has.
    if Subscribers.Demand.max(size) + backlog.demand > backlog.queue.count {
      backlog.queue.append(input)
      drainAndUnlock()
      return .none
    }
    switch whenFull {
    case .dropNewest:
      lock.unlock()
    case .dropOldest:
      if backlog.queue.count > 0 {
        backlog.queue.dropFirst()
        backlog.queue.append(input)
      }
      lock.unlock()
    case .customError(let makeError):
      upstreamDone = true
      let upstream = self.upstream
      self.upstream = nil
      lock.unlock()
      upstream?.cancel()
      let error = makeError()
      lock.lock()
      end(with: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !upstreamDone, !backlog.terminated else {
      lock.unlock()
      return
    }
    upstreamDone = true
    upstream = nil
    end(with: completion)
  }

  /// Records the completion (a failure drops the queue) and delivers what can be delivered.
  /// Called with the lock held; returns with it released.
  private func end(with completion: Subscribers.Completion<Failure>) {
    guard !backlog.terminated, backlog.completion == nil else {
      lock.unlock()
      return
    }
    if case .failure = completion { backlog.queue.removeAll() }
    backlog.completion = completion
    drainAndUnlock()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !backlog.terminated else {
      lock.unlock()
      return
    }
    backlog.demand += demand
    let upstream = prefetch == .keepFull ? self.upstream : nil
    lock.unlock()
    upstream?.request(demand)
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    backlog.terminated = true
    upstreamDone = true
    backlog.queue.removeAll()
    backlog.completion = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}

extension Publisher {
  /// Holds the values the subscriber has not yet asked for, up to `size` of them, and sends them as
  /// it asks.
  ///
  /// `whenFull` decides what happens to a value that arrives when `size` values are already waiting
  /// (a negative size counts as zero). With `.keepFull` the upstream is asked for `size` values up
  /// front, with `.byRequest` for everything. Buffered values go out before the finish; a failure
  /// is sent at once.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}
