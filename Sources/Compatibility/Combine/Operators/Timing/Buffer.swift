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
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private var upstream: Subscription?
  private var queue = DeliveryQueue<Input>()
  private var demand = Subscribers.Demand.none
  private var completion: Subscribers.Completion<Failure>?
  private var upstreamDone = false
  private var terminated = false
  private var delivering = false
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
    guard upstream == nil, !upstreamDone, !terminated else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
    lock.lock()
    let live = !upstreamDone && !terminated
    lock.unlock()
    guard live else { return }
    switch prefetch {
    case .keepFull: if size > 0 { subscription.request(.max(size)) }
    case .byRequest: subscription.request(.unlimited)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !upstreamDone, !terminated else {
      lock.unlock()
      return .none
    }
    // Room for `size` values the subscriber has not asked for, besides those it has.
    if Subscribers.Demand.max(size) + demand > queue.count {
      queue.append(input)
      drainAndUnlock()
      return .none
    }
    switch whenFull {
    case .dropNewest:
      lock.unlock()
    case .dropOldest:
      if queue.count > 0 {
        queue.dropFirst()
        queue.append(input)
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
    guard !upstreamDone, !terminated else {
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
    guard !terminated, self.completion == nil else {
      lock.unlock()
      return
    }
    if case .failure = completion { queue.removeAll() }
    self.completion = completion
    drainAndUnlock()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let upstream = prefetch == .keepFull ? self.upstream : nil
    lock.unlock()
    upstream?.request(demand)
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    terminated = true
    upstreamDone = true
    queue.removeAll()
    completion = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }

  /// Sends the queued values the subscriber has demand for, then the completion once the queue
  /// is empty (a failure has emptied it already). Called with the lock held; returns with it
  /// released. One caller delivers at a time; the others leave their values to it.
  private func drainAndUnlock() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while !terminated {
      if demand > 0, let value = queue.popFirst() {
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
      } else if let completion, queue.count == 0 {
        self.completion = nil
        terminated = true
        lock.unlock()
        downstream.receive(completion: completion)
        lock.lock()
      } else {
        break
      }
    }
    delivering = false
    lock.unlock()
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
