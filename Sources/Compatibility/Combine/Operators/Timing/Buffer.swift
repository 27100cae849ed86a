import Foundation

extension Publishers {
  /// A strategy for filling a buffer.
  public enum PrefetchStrategy: Equatable, Hashable, Sendable {
    /// A strategy to fill the buffer at subscription time, and keep it full thereafter.
    case keepFull
    /// A strategy that avoids prefetching and instead performs requests on demand.
    case byRequest
  }

  /// A strategy that handles exhaustion of a buffer's capacity.
  public enum BufferingStrategy<Failure: Error> {
    /// When the buffer is full, discard the newly received element.
    case dropNewest
    /// When the buffer is full, discard the oldest element in the buffer.
    case dropOldest
    /// When the buffer is full, execute the closure to provide a custom error.
    case customError(() -> Failure)
  }

  /// A publisher that buffers elements from an upstream publisher.
  public struct Buffer<Upstream: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of elements to store.
    public let size: Int
    /// The strategy for initially populating the buffer.
    public let prefetch: Publishers.PrefetchStrategy
    /// The action to take when the buffer becomes full.
    public let whenFull: Publishers.BufferingStrategy<Upstream.Failure>

    /// Creates a publisher that buffers elements received from an upstream publisher.
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
  /// Buffers elements received from an upstream publisher.
  ///
  /// Values the subscriber has not asked for yet wait in a buffer of `size` elements (a
  /// negative size counts as zero); `whenFull` decides what happens to a value that arrives
  /// when the buffer is full. The buffered values are published before upstream's finishing.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}
