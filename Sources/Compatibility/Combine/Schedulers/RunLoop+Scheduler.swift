import Dispatch
import Foundation

extension RunLoop {
  /// A moment on a run loop's clock, as a date: the time type of the run loop scheduler.
  public typealias SchedulerTimeType = DateSchedulerTime<RunLoop>

  /// Options for scheduling on a run loop; like Apple's, there are none.
  public struct SchedulerOptions: Sendable {
    /// Creates empty run loop scheduling options.
    public init() {}
  }
}

// On Linux nothing runs the main run loop of an app whose `main` is `async` (Waypoint's is): the
// main dispatch queue is drained instead, and the main actor runs on it; `RunLoop.main.run()`
// drains that queue too. So work for `RunLoop.main` goes to the main queue, where it runs with
// the main actor in both cases; other run loops get `Timer`s, which fire while their thread runs
// the loop.
// swift-format-ignore: AvoidRetroactiveConformances
extension RunLoop: Scheduler {
  /// The current time, as a run loop scheduler time.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// The least tolerance the run loop allows: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` on this run loop as soon as possible.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    if self === RunLoop.main {
      DispatchQueue.main.async { work.run() }
    } else {
      add(Timer(fire: Date(), interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
    }
  }

  /// Runs `action` on this run loop at `date`, give or take `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = SchedulerAction(action)
    if self === RunLoop.main {
      DispatchQueue.main.asyncAfter(wallDeadline: SchedulerClock.wallDeadline(of: date.date)) {
        work.run()
      }
    } else {
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
      timer.tolerance = max(0, tolerance.magnitude)
      add(timer, forMode: .default)
    }
  }

  /// Runs `action` on this run loop at `date` and then every `interval`, until the
  /// returned value is cancelled or released.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let work = SchedulerAction(action)
    if self === RunLoop.main {
      let timer = RepeatingDispatchTimer(queue: .main, action: work) {
        $0.schedule(
          wallDeadline: SchedulerClock.wallDeadline(of: date.date),
          repeating: SchedulerClock.interval(seconds: interval.magnitude),
          leeway: SchedulerClock.interval(seconds: tolerance.magnitude))
      }
      return AnyCancellable(timer)
    }
    let timer = Timer(fire: date.date, interval: max(interval.magnitude, 0.0001), repeats: true) {
      _ in work.run()
    }
    timer.tolerance = max(0, tolerance.magnitude)
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}
