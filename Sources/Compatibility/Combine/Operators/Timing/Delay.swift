import Foundation

extension Publishers {
  /// The `delay(for:tolerance:scheduler:options:)` operator: each value, and then the completion,
  /// reaches the subscriber on `scheduler` `interval` after the upstream sent it.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, unchanged and `interval` late.
    public typealias Output = Upstream.Output
    /// Fails only when the upstream does; the failure is delayed like a value.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How long after the upstream sends it each value or completion is delivered.
    public let interval: Context.SchedulerTimeType.Stride
    /// Passed to `scheduler` as the slack each delivery may take.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// Runs the delayed deliveries.
    public let scheduler: Context
    /// Passed to `scheduler` with every delayed delivery.
    public let options: Context.SchedulerOptions?

    /// Wraps `upstream` with the delay settings; nothing is subscribed until a subscriber attaches.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches the subscriber: the subscription reaches it at once, and each value and the
    /// completion are delivered `interval` after upstream sent them.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (scheduler, interval, tolerance, options) = (
        self.scheduler, self.interval, self.tolerance, self.options
      )
      upstream.subscribe(
        ScheduledRelay("Delay", downstream: subscriber) { action in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
            action)
        })
    }
  }

  /// The `measureInterval(using:options:)` operator: replaces each upstream value with the time
  /// since the one before it (for the first, since subscribing), read from `scheduler`'s clock.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The time elapsed before each upstream value, on `scheduler`'s clock.
    public typealias Output = Context.SchedulerTimeType.Stride
    /// Fails only when the upstream does, with the same error.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// The clock: its `now` is read on subscribing and at each value; nothing is scheduled on it.
    public let scheduler: Context

    /// Wraps `upstream`, timed by `scheduler`; nothing is subscribed until a subscriber attaches.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    /// Attaches the subscriber: each value becomes the time since the previous one (the first,
    /// the time since subscribing), on the scheduler's clock.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
      let clock = IntervalClock(scheduler)
      upstream.subscribe(
        StepInner<Upstream.Output, Upstream.Failure, S>(
          "MeasureInterval", downstream: subscriber, mapFailure: { $0 }
        ) { _ in .emit(clock.lap()) })
    }
  }
}

/// The time of the last event of a `measureInterval`, on its scheduler's clock.
private final class IntervalClock<Context: Scheduler>: @unchecked Sendable {
  private let lock = NSLock()
  private let scheduler: Context
  private var last: Context.SchedulerTimeType

  init(_ scheduler: Context) {
    self.scheduler = scheduler
    last = scheduler.now
  }

  /// The time since the last call (or since this clock was made), and a new lap from now.
  func lap() -> Context.SchedulerTimeType.Stride {
    let now = scheduler.now
    lock.lock()
    defer { lock.unlock() }
    let interval = last.distance(to: now)
    last = now
    return interval
  }
}

extension Publisher {
  /// Sends each value, and then the completion, on `scheduler`, `interval` after this publisher
  /// sent it.
  ///
  /// The completion is delayed as well, so it follows the last value; nothing still waiting on the
  /// scheduler is delivered after the subscriber cancels.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Sends, in place of each value, the time since the one before it (for the first, since
  /// subscribing), read from `scheduler`'s clock; `options` is not used.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
