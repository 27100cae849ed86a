import Dispatch
import Foundation

extension OperationQueue {
  /// A moment on an operation queue's clock, as a date: the time type of the operation queue
  /// scheduler.
  public typealias SchedulerTimeType = DateSchedulerTime<OperationQueue>

  /// Options for scheduling on an operation queue; like Apple's, there are none.
  public struct SchedulerOptions: Sendable {
    /// Creates empty operation queue scheduling options.
    public init() {}
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension OperationQueue: Scheduler {
  /// The current time, as an operation queue scheduler time.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// The least tolerance the queue allows: none.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Adds `action` to this queue as an operation.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    addOperation { work.run() }
  }

  /// Adds `action` to this queue as an operation at `date`, give or take `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let enqueue = enqueuing(action)
    DispatchQueue.global().asyncAfter(wallDeadline: SchedulerClock.wallDeadline(of: date.date)) {
      enqueue.run()
    }
  }

  /// Adds `action` to this queue as an operation at `date` and then every `interval`, until
  /// the returned value is cancelled or released.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = RepeatingDispatchTimer(queue: .global(), action: enqueuing(action)) {
      $0.schedule(
        wallDeadline: SchedulerClock.wallDeadline(of: date.date),
        repeating: SchedulerClock.interval(seconds: interval.magnitude),
        leeway: SchedulerClock.interval(seconds: tolerance.magnitude))
    }
    return AnyCancellable(timer)
  }

  private func enqueuing(_ action: @escaping () -> Void) -> SchedulerAction {
    let work = SchedulerAction(action)
    return SchedulerAction { self.addOperation { work.run() } }
  }
}
