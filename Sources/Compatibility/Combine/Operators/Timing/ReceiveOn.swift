import Foundation

extension Publishers {
  /// The `receive(on:options:)` operator: hands each upstream value, and the completion, to
  /// `scheduler`, which delivers it to the subscriber; the subscription itself reaches the
  /// subscriber at once.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Passes the upstream's values through unchanged, on `scheduler`.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does; the failure is delivered on `scheduler`.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// Runs every delivery to the subscriber.
    public let scheduler: Context
    /// Passed to `scheduler` with every delivery.
    public let options: Context.SchedulerOptions?

    /// Wraps `upstream`, to deliver on `scheduler`; nothing is subscribed until a subscriber
    /// attaches.
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

  /// The `subscribe(on:options:)` operator: subscribes to the upstream, and passes requests and
  /// cancellation on to it, on `scheduler`. Values and the completion are not moved: they arrive on
  /// whatever thread the upstream sends them.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Passes the upstream's values through unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to, on `scheduler`.
    public let upstream: Upstream
    /// Runs the subscription to the upstream, and every request and cancellation sent to it.
    public let scheduler: Context
    /// Passed to `scheduler` with the subscription, each request and the cancellation.
    public let options: Context.SchedulerOptions?

    /// Wraps `upstream`, to reach it on `scheduler`; nothing is subscribed until a subscriber
    /// attaches.
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
  /// Delivers this publisher's values and its completion to the subscriber on `scheduler`.
  ///
  /// The subscription reaches the subscriber at once; each value and the completion are handed to
  /// `scheduler`, and nothing still waiting there is delivered after the subscriber cancels.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Subscribes to this publisher on `scheduler`, and sends it requests and cancellation there;
  /// values still arrive on whatever thread it sends them.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
