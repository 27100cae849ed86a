import Foundation

extension Publishers {
  /// The `debounce(for:scheduler:options:)` operator: holds each upstream value back until
  /// `dueTime` has passed without a newer one, then sends it on `scheduler`; a value overtaken by a
  /// newer one is never sent.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values that outlast `dueTime`, unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does; the failure is sent on `scheduler` at once.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How long upstream must stay quiet after a value before that value is sent.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Runs the timers, and sends the values and the completion.
    public let scheduler: Context
    /// Passed to `scheduler` with every timer and send.
    public let options: Context.SchedulerOptions?

    /// Wraps `upstream` with the debounce settings; nothing is subscribed until a subscriber
    /// attaches.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        SamplingInner(
          downstream: subscriber, scheduler: scheduler, options: options,
          mode: .debounce(dueTime: dueTime)))
    }
  }

  /// The `throttle(for:scheduler:latest:)` operator: sends at most one value per `interval`. A
  /// value arriving when none went out within the last `interval` is sent at once; later ones wait
  /// for the interval's end, and only one of them, the newest or the first, is sent.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values that throttling lets through, unchanged.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does; the failure is sent on `scheduler` at once.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The shortest time between two values sent.
    public let interval: Context.SchedulerTimeType.Stride
    /// Runs the timers, and sends the values and the completion.
    public let scheduler: Context
    /// Which value to send when several arrive within one interval: `true` for the newest, `false`
    /// for the first.
    public let latest: Bool

    /// Wraps `upstream` with the throttle settings; nothing is subscribed until a subscriber
    /// attaches.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.subscribe(
        SamplingInner(
          downstream: subscriber, scheduler: scheduler, options: nil,
          mode: .throttle(interval: interval, latest: latest)))
    }
  }
}

/// The subscription of `debounce` and `throttle`. Upstream is asked for everything at the
/// subscriber's first request; the operator keeps one pending value and sends it on the
/// scheduler when its time comes, if the subscriber has demand then (else it is dropped). The
/// completion is handed to the scheduler as soon as upstream sends it, so a value whose time
/// has not come by then is dropped.
private final class SamplingInner<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  enum Mode {
    /// Send the newest value once `dueTime` has passed without another.
    case debounce(dueTime: Context.SchedulerTimeType.Stride)
    /// Send a value at once if none was sent within `interval`, else at the end of the
    /// interval: the newest one received meanwhile, or the first.
    case throttle(interval: Context.SchedulerTimeType.Stride, latest: Bool)
  }

  private let lock = NSLock()
  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let mode: Mode
  private var upstream: Subscription?
  private var demand = Subscribers.Demand.none
  private var requestedUpstream = false
  private var pending: Input?
  /// Debounce: counts the values received; only the newest value's timer sends.
  private var generation: UInt64 = 0
  /// Throttle: whether a send of the pending value is waiting on the scheduler.
  private var sendScheduled = false
  /// Throttle: when a value was last sent.
  private var lastSent: Context.SchedulerTimeType?
  private var upstreamDone = false
  private var terminated = false
  /// Values due to the subscriber (its demand already counted) and then the completion, sent
  /// by one thread at a time so a concurrent scheduler cannot overlap calls to the subscriber.
  private var outbox = DeliveryQueue<Input>()
  private var outcome: Subscribers.Completion<Failure>?
  private var delivering = false

  init(
    downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?, mode: Mode
  ) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
    self.mode = mode
  }

  var description: String {
    switch mode {
    case .debounce: return "Debounce"
    case .throttle: return "Throttle"
    }
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
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !upstreamDone, !terminated else {
      lock.unlock()
      return .none
    }
    switch mode {
    case .debounce(let dueTime):
      generation &+= 1
      let current = generation
      pending = input
      lock.unlock()
      scheduler.schedule(
        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
        options: options
      ) { self.send(generation: current) }
    case .throttle(let interval, let latest):
      if latest || pending == nil { pending = input }
      guard !sendScheduled else {
        lock.unlock()
        return .none
      }
      sendScheduled = true
      let now = scheduler.now
      let due = lastSent.map { $0.advanced(by: interval) }
      lock.unlock()
      if let due, now < due {
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
          self.send(generation: nil)
        }
      } else {
        scheduler.schedule(options: options) { self.send(generation: nil) }
      }
    }
    return .none
  }

  /// Sends the pending value, if it is still the one this send was scheduled for (debounce)
  /// and the subscriber has demand.
  private func send(generation: UInt64?) {
    lock.lock()
    if generation == nil { sendScheduled = false }
    guard !terminated, generation == nil || generation == self.generation,
      let value = pending
    else {
      lock.unlock()
      return
    }
    pending = nil
    guard demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lastSent = scheduler.now
    outbox.append(value)
    drainAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !upstreamDone, !terminated else {
      lock.unlock()
      return
    }
    upstreamDone = true
    upstream = nil
    lock.unlock()
    scheduler.schedule(options: options) { self.finish(with: completion) }
  }

  /// Delivers the completion, on the scheduler, after any value being sent.
  private func finish(with completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    pending = nil
    outcome = completion
    drainAndUnlock()
  }

  /// Delivers the outbox, then the outcome. Called with the lock held; returns with it
  /// released. One caller delivers at a time; the others leave their values to it.
  private func drainAndUnlock() {
    guard !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    while true {
      if let value = outbox.popFirst() {
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
      } else if let completion = outcome {
        outcome = nil
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

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let upstream = requestedUpstream ? nil : self.upstream
    requestedUpstream = true
    lock.unlock()
    upstream?.request(.unlimited)
  }

  func cancel() {
    lock.lock()
    terminated = true
    upstreamDone = true
    pending = nil
    outbox.removeAll()
    outcome = nil
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
  }
}

extension Publisher {
  /// Sends a value only once `dueTime` has passed without a newer one arriving.
  ///
  /// The value is delivered on `scheduler` if the subscriber has demand then, and dropped if not.
  /// When upstream completes, the completion is delivered on the scheduler at once and a value
  /// still waiting out its interval is dropped.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// Sends at most one value per `interval`, choosing the newest or the first of those that arrive
  /// within it.
  ///
  /// A value that comes when none was sent within `interval` is sent at once (on `scheduler`);
  /// later ones wait for the end of the interval, and only the newest (`latest`) or the first of
  /// them is sent. A value whose time comes while the subscriber has no demand is dropped; when
  /// upstream completes, the completion is delivered on the scheduler at once.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
