import Dispatch
import Foundation
import OpenCombine

extension RunLoop {
  /// A moment on a run loop's clock, as a date: the time type of the run loop scheduler.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date this time stands for.
    public var date: Date

    /// Creates a run loop scheduler time for `date`.
    public init(_ date: Date) {
      self.date = date
    }

    /// The interval from this time to `other`.
    public func distance(to other: RunLoop.SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// This time moved by `n`.
    public func advanced(by n: Stride) -> RunLoop.SchedulerTimeType {
      RunLoop.SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }

    /// The interval by which run loop times advance, in seconds.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// A float literal is a number of seconds.
      public typealias FloatLiteralType = TimeInterval
      /// An integer literal is a number of seconds.
      public typealias IntegerLiteralType = TimeInterval
      /// The stride's value, in seconds.
      public typealias Magnitude = TimeInterval

      /// The value of this interval, in seconds.
      public var magnitude: TimeInterval

      /// The value of this interval, in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// Creates an interval of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      /// Creates an interval from an integer number of seconds.
      public init(integerLiteral value: TimeInterval) {
        magnitude = value
      }

      /// Creates an interval from a floating-point number of seconds.
      public init(floatLiteral value: TimeInterval) {
        magnitude = value
      }

      /// Creates an interval of `source` seconds, if a `TimeInterval` holds it exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        magnitude = seconds
      }

      /// Whether `lhs` is shorter than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two intervals' seconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// The sum of two intervals.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference of two intervals.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      /// An interval of `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// An interval of `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// An interval of `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      /// An interval of `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      /// An interval of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
    }
  }

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
extension RunLoop: @retroactive Scheduler {
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
