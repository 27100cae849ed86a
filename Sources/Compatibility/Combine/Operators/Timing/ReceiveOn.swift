import Foundation

extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The upstream publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher uses to deliver elements.
    public let scheduler: Context
    /// Scheduler options used to customize element delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers elements to its downstream subscriber on a specific
    /// scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber: the subscription reaches it at once, and each value and the
    /// completion are delivered on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let scheduler = self.scheduler
      let options = self.options
      upstream.subscribe(
        ScheduledRelay("ReceiveOn", downstream: subscriber) { action in
          scheduler.schedule(options: options, action)
        })
    }
  }

  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes to, requests from and cancels an upstream publisher
    /// on a specific scheduler.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber: upstream is subscribed to on the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let upstream = self.upstream
      let inner = SubscribeOnInner(downstream: subscriber, scheduler: scheduler, options: options)
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

/// The subscription of `subscribe(on:)`: requests and cancellation reach upstream on the
/// scheduler; values and the completion pass through on whatever thread upstream sends them.
private final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var upstream: Subscription?
  private var done = false
  var description: String { "SubscribeOn" }

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !done else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let active = !done
    lock.unlock()
    return active ? downstream.receive(input) : .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !done else {
      lock.unlock()
      return
    }
    done = true
    upstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    let upstream = done ? nil : self.upstream
    lock.unlock()
    guard let upstream else { return }
    scheduler.schedule(options: options) { upstream.request(demand) }
  }

  func cancel() {
    lock.lock()
    done = true
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    guard let upstream else { return }
    scheduler.schedule(options: options) { upstream.cancel() }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  ///
  /// The subscription reaches the subscriber at once; each value and the completion are handed
  /// to `scheduler`, and nothing still waiting there is delivered after the subscriber cancels.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
