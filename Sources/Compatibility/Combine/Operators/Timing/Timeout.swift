import Foundation

extension Publishers {
  /// The `timeout(_:scheduler:options:customError:)` operator: if the upstream goes `interval`
  /// without a value (counting from subscription, then from each value), it is cancelled and the
  /// stream ends, with `customError`'s error or a normal finish.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Passes the upstream's values through unchanged, on `scheduler`.
    public typealias Output = Upstream.Output
    /// The upstream's failure, or the one `customError` returns on a time-out.
    public typealias Failure = Upstream.Failure
    /// The publisher this operator subscribes to.
    public let upstream: Upstream
    /// How long the upstream may stay silent before it is cut off.
    public let interval: Context.SchedulerTimeType.Stride
    /// Runs the time-out timer, and delivers the values and the completion.
    public let scheduler: Context
    /// Passed to `scheduler` with the timer and with every delivery.
    public let options: Context.SchedulerOptions?
    /// A closure that executes if the publisher times out; it returns the error sent downstream.
    /// Without it, the publisher finishes normally when it times out.
    public let customError: (() -> Upstream.Failure)?

    /// Wraps `upstream` with the time-out settings; nothing is subscribed until a subscriber
    /// attaches.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Attaches the subscriber: values and the completion are delivered on the scheduler, and
    /// the clock starts at subscription and again at each value.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let (scheduler, interval, options, customError) = (
        self.scheduler, self.interval, self.options, self.customError
      )
      let relay = ScheduledRelay(
        "Timeout", downstream: subscriber,
        arm: { relay, generation in
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
            options: options
          ) { [weak relay] in
            relay?.timeOut(generation: generation) {
              customError.map { .failure($0()) } ?? .finished
            }
          }
        },
        schedule: { action in scheduler.schedule(options: options, action) })
      upstream.subscribe(relay)
    }
  }
}

extension Publisher {
  /// Cuts this publisher off if it goes `interval` without sending a value, ending the stream with
  /// `customError`'s error or, without one, a normal finish.
  ///
  /// The interval is measured from the subscription and again from each value. Values and the
  /// completion are delivered on `scheduler`.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
