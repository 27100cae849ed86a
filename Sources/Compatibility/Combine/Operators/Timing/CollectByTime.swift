import Foundation

extension Publishers {
  /// How `collect(_:options:)` decides when to close a group and send it.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// Closes the group every time the interval elapses on the scheduler (sending nothing when
    /// nothing came).
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// Closes the group every time the interval elapses, and also as soon as it holds the given
    /// count of values (at least one).
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// The `collect(_:options:)` operator with a time-grouping strategy: gathers upstream values into
  /// arrays and sends one each time the strategy closes a group.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// A group of upstream values, in the order they arrived.
    public typealias Output = [Upstream.Output]
    /// Fails only when the upstream does; whatever was collected is dropped.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// When groups are closed, and the scheduler whose repeating timer closes them.
    public let strategy: Publishers.TimeGroupingStrategy<Context>
    /// Passed to the scheduler when the repeating timer is scheduled.
    public let options: Context.SchedulerOptions?

    /// Wraps `upstream` with `strategy`; the timer starts when the upstream's subscription arrives.
    public init(
      upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    /// Attaches the subscriber.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
      upstream.subscribe(
        CollectByTimeInner(downstream: subscriber, strategy: strategy, options: options))
    }
  }
}

/// The subscription of `collect(_:options:)`. A repeating timer on the strategy's scheduler
/// closes the group collected so far (if it has anything); with a count, a group is also closed
/// as soon as it is full. Closed groups wait for the subscriber's demand, and when upstream
/// finishes the last group is closed and sent before the completion. A failure is sent at once,
/// dropping whatever was collected.
private final class CollectByTimeInner<Input, Downstream: Subscriber, Context: Scheduler>:
  Subscriber, Subscription, BacklogDelivering, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == [Input] {
  typealias Failure = Downstream.Failure

  let lock = NSLock()
  let downstream: Downstream
  private let scheduler: Context
  private let interval: Context.SchedulerTimeType.Stride
  /// The largest group, for `byTimeOrCount` (at least one).
  private let count: Int?
  private let options: Context.SchedulerOptions?
  private var upstream: Subscription?
  private var timer: Cancellable?
  private var group: [Input] = []
  /// The closed groups, waiting for the subscriber's demand.
  var backlog = Backlog<[Input], Failure>()
  private var requestedUpstream = false
  private var upstreamDone = false
  var description: String { "CollectByTime" }

  init(
    downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>,
    options: Context.SchedulerOptions?
  ) {
    self.downstream = downstream
    self.options = options
    switch strategy {
    case .byTime(let scheduler, let interval):
      (self.scheduler, self.interval, count) = (scheduler, interval, nil)
    case .byTimeOrCount(let scheduler, let interval, let count):
      (self.scheduler, self.interval, self.count) = (scheduler, interval, Swift.max(1, count))
    }
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
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: interval), interval: interval,
      tolerance: scheduler.minimumTolerance, options: options
    ) { [weak self] in self?.closeGroup() }
    lock.lock()
    let stopped = upstreamDone || backlog.terminated
    if !stopped { self.timer = timer }
    lock.unlock()
    if stopped { timer.cancel() }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !upstreamDone, !backlog.terminated else {
      lock.unlock()
      return .none
    }
    group.append(input)
    guard let count, group.count >= count else {
      lock.unlock()
      return .none
    }
    backlog.queue.append(group)
    group = []
    drainAndUnlock()
    return .none
  }

  /// Closes the group collected so far, on the timer.
  private func closeGroup() {
    lock.lock()
    guard !upstreamDone, !backlog.terminated, !group.isEmpty else {
      lock.unlock()
      return
    }
    backlog.queue.append(group)
    group = []
    drainAndUnlock()
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !upstreamDone, !backlog.terminated else {
      lock.unlock()
      return
    }
    upstreamDone = true
    upstream = nil
    let timer = self.timer
    self.timer = nil
    switch completion {
    case .finished:
      if !group.isEmpty { backlog.queue.append(group) }
    case .failure:
      backlog.queue.removeAll()
    }
    group = []
    backlog.completion = completion
    drainAndUnlock()
    timer?.cancel()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    guard !backlog.terminated else {
      lock.unlock()
      return
    }
    backlog.demand += demand
    var upstreamDemand = Subscribers.Demand.none
    if let count {
      upstreamDemand = demand * count
    } else if !requestedUpstream {
      upstreamDemand = .unlimited
    }
    requestedUpstream = true
    let upstream = self.upstream
    lock.unlock()
    if upstreamDemand > 0 { upstream?.request(upstreamDemand) }
    lock.lock()
    drainAndUnlock()
  }

  func cancel() {
    lock.lock()
    backlog.terminated = true
    upstreamDone = true
    group = []
    backlog.queue.removeAll()
    backlog.completion = nil
    let upstream = self.upstream
    self.upstream = nil
    let timer = self.timer
    self.timer = nil
    lock.unlock()
    timer?.cancel()
    upstream?.cancel()
  }
}

extension Publisher {
  /// Gathers values into arrays and sends one each time `strategy` closes a group.
  ///
  /// `.byTime` publishes what was collected at every interval (nothing when nothing came);
  /// `.byTimeOrCount` also publishes as soon as `count` elements are collected. Collections wait
  /// for the subscriber's demand; the last one is published when upstream finishes.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}
