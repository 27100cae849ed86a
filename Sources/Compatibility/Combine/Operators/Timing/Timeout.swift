import Foundation

extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
  /// interval without producing an element.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Upstream.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?
    /// A closure that executes if the publisher times out; it returns the error sent downstream.
    /// Without it, the publisher finishes normally when it times out.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that terminates publishing if the upstream publisher exceeds a
    /// specified time interval without producing an element.
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
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  ///
  /// The interval is measured from the subscription and from each value. When it passes,
  /// upstream is cancelled and the subscriber receives the error `customError` returns, or
  /// finishes normally if there is no `customError`.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
