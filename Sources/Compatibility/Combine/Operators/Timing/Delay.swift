import Foundation

extension Publishers {
  /// A publisher that delays delivery of elements and completion to the downstream receiver.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The amount of time to delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The allowed tolerance in delivering delayed events.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler to deliver the delayed events.
    public let scheduler: Context
    /// Options relevant to the scheduler's behavior.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays delivery of elements and completion.
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

  /// A publisher that measures and emits the time interval between events received from an
  /// upstream publisher.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Context.SchedulerTimeType.Stride
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler used for tracking the timing of events.
    public let scheduler: Context

    /// Creates a publisher that measures and emits the time interval between events received
    /// from an upstream publisher.
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
  /// Delays delivery of all output to the downstream receiver by a specified amount of time on
  /// a particular scheduler.
  ///
  /// The completion is delayed as well, so it follows the last value; nothing still waiting on
  /// the scheduler is delivered after the subscriber cancels.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }

  /// Measures and emits the time interval between events received from an upstream publisher.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
