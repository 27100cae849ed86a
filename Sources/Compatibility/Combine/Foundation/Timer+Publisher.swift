import Dispatch
import Foundation

extension Timer {
  /// Makes a `Timer.TimerPublisher` that sends the date every `interval` seconds on `runLoop`
  /// once connected, by `connect()` or `autoconnect()`.
  ///
  /// On `RunLoop.main` the ticks run on the main dispatch queue, with the main actor; other run
  /// loops get a repeating `Timer` in `mode`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A connectable publisher whose one repeating timer, started by `connect()`, sends the date of
  /// each tick to all its subscribers; a subscriber with no outstanding demand skips that tick.
  public final class TimerPublisher: ConnectablePublisher {
    /// The current date at each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// The interval between ticks, in seconds.
    public let interval: TimeInterval
    /// The allowed timing variance of a tick; `nil` allows any.
    public let tolerance: TimeInterval?
    /// The run loop the timer runs on.
    public let runLoop: RunLoop
    /// The run loop mode the timer runs in.
    public let mode: RunLoop.Mode
    /// The scheduler options passed to the timer.
    public let options: RunLoop.SchedulerOptions?

    private let ticks = TimerTicks()

    /// Makes an unconnected timer publisher; nothing ticks until `connect()` or `autoconnect()`,
    /// and an interval of zero or less is treated as 0.1 ms.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches `subscriber`; it receives dates while the publisher is connected.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Date, S.Failure == Never {
      let subscription = TimerSubscription(downstream: subscriber, ticks: ticks)
      ticks.add(subscription)
      subscriber.receive(subscription: subscription)
    }

    /// Starts the timer, if it is not running, and returns a value that stops it.
    public func connect() -> Cancellable {
      ticks.connect(
        interval: interval, tolerance: tolerance ?? 0, runLoop: runLoop, mode: mode)
    }
  }
}

/// A timer publisher's subscribers and its running timer. While connected, the timer holds this
/// object (as a run loop holds a scheduled `Timer`), so ticks go on until the connection is
/// cancelled.
final class TimerTicks: @unchecked Sendable {
  private let lock = NSLock()
  private var subscriptions: [ObjectIdentifier: any TimerTickReceiver] = [:]
  private var connection: TimerConnection?

  func add(_ subscription: any TimerTickReceiver) {
    lock.lock()
    subscriptions[ObjectIdentifier(subscription)] = subscription
    lock.unlock()
  }

  func remove(_ subscription: any TimerTickReceiver) {
    lock.lock()
    subscriptions[ObjectIdentifier(subscription)] = nil
    lock.unlock()
  }

  func connect(
    interval: TimeInterval, tolerance: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode
  ) -> Cancellable {
    lock.lock()
    defer { lock.unlock() }
    if let connection { return connection }
    // NSTimer's rule: an interval that is not positive becomes 0.1 ms.
    let interval = interval > 0 ? interval : 0.0001
    let connection = TimerConnection(ticks: self)
    let tick = SchedulerAction { [self] in self.tick(Date()) }
    if runLoop === RunLoop.main {
      // See RunLoop's Scheduler conformance: the main queue is what runs on the main thread.
      let timer = RepeatingDispatchTimer(queue: .main, action: tick) {
        $0.schedule(
          wallDeadline: .now() + SchedulerClock.interval(seconds: interval),
          repeating: SchedulerClock.interval(seconds: interval),
          leeway: SchedulerClock.interval(seconds: max(0, tolerance)))
      }
      connection.stop = { timer.cancel() }
    } else {
      let timer = Timer(timeInterval: interval, repeats: true) { _ in tick.run() }
      timer.tolerance = max(0, tolerance)
      runLoop.add(timer, forMode: mode)
      connection.stop = { timer.invalidate() }
    }
    self.connection = connection
    return connection
  }

  func disconnect(_ connection: TimerConnection) {
    lock.lock()
    if self.connection === connection { self.connection = nil }
    lock.unlock()
  }

  private func tick(_ date: Date) {
    lock.lock()
    let receivers = Array(subscriptions.values)
    lock.unlock()
    for receiver in receivers { receiver.tick(date) }
  }
}

/// The running timer of a connected timer publisher.
final class TimerConnection: Cancellable, @unchecked Sendable {
  private let lock = NSLock()
  private var ticks: TimerTicks?
  fileprivate var stop: () -> Void = {}

  init(ticks: TimerTicks) {
    self.ticks = ticks
  }

  func cancel() {
    lock.lock()
    let ticks = self.ticks
    self.ticks = nil
    let stop = self.stop
    self.stop = {}
    lock.unlock()
    stop()
    ticks?.disconnect(self)
  }
}

/// Something that takes a timer's ticks.
protocol TimerTickReceiver: AnyObject {
  func tick(_ date: Date)
}

/// One subscriber's view of a timer publisher: delivers a tick when the subscriber has demand.
final class TimerSubscription<Downstream: Subscriber>: Subscription, TimerTickReceiver,
  @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
  private let lock = NSLock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private weak var ticks: TimerTicks?

  init(downstream: Downstream, ticks: TimerTicks) {
    self.downstream = downstream
    self.ticks = ticks
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    lock.unlock()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    lock.unlock()
    ticks?.remove(self)
  }

  func tick(_ date: Date) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(date)
    lock.lock()
    demand += more
    lock.unlock()
  }
}
