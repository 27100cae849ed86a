import Dispatch
import Foundation

/// Work handed to a queue, a run loop or a timer. Combine's scheduling API takes closures that
/// are not `Sendable`; a scheduler runs each one on the context it stands for, as Apple's do.
struct SchedulerAction: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}

/// A callback handed to Foundation, which wants `Sendable` closures; the subscriptions that make
/// these guard their own state with a lock.
struct FoundationCallback<Argument>: @unchecked Sendable {
  let call: (Argument) -> Void

  init(_ call: @escaping (Argument) -> Void) {
    self.call = call
  }
}

/// Conversions between seconds and nanoseconds that never trap: non-finite and out-of-range
/// values saturate (NaN counts as zero), so a user's interval cannot crash the app.
enum SchedulerClock {
  /// `seconds` as whole nanoseconds, clamped to `Int`'s range.
  static func nanoseconds(fromSeconds seconds: Double) -> Int {
    guard !seconds.isNaN else { return 0 }
    let nanoseconds = (seconds * 1_000_000_000).rounded()
    if nanoseconds >= Double(Int.max) { return .max }
    if nanoseconds <= Double(Int.min) { return .min }
    return Int(nanoseconds)
  }

  /// `value` times `factor`, saturating instead of overflowing.
  static func multiply(_ value: Int, by factor: Int) -> Int {
    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (value < 0) == (factor < 0) ? .max : .min
  }

  /// `lhs + rhs`, saturating instead of overflowing.
  static func add(_ lhs: Int, _ rhs: Int) -> Int {
    let (sum, overflow) = lhs.addingReportingOverflow(rhs)
    guard overflow else { return sum }
    return rhs > 0 ? .max : .min
  }

  /// `lhs - rhs`, saturating instead of overflowing.
  static func subtract(_ lhs: Int, _ rhs: Int) -> Int {
    let (difference, overflow) = lhs.subtractingReportingOverflow(rhs)
    guard overflow else { return difference }
    return rhs < 0 ? .max : .min
  }

  /// The wall-clock deadline of `date` for Dispatch (dates in the past mean now).
  static func wallDeadline(of date: Date) -> DispatchWallTime {
    let delay = max(0, nanoseconds(fromSeconds: date.timeIntervalSinceNow))
    return .now() + .nanoseconds(delay)
  }

  /// A repeat interval or leeway for Dispatch: at least one nanosecond, at most `Int.max`.
  static func interval(seconds: Double) -> DispatchTimeInterval {
    .nanoseconds(max(1, nanoseconds(fromSeconds: seconds)))
  }
}

/// A repeating Dispatch timer, stopped by `cancel()` or when the last reference goes (the
/// schedulers hand it out as an `AnyCancellable`, as Apple's do).
final class RepeatingDispatchTimer: Cancellable, @unchecked Sendable {
  private let source: DispatchSourceTimer

  init(queue: DispatchQueue, action: SchedulerAction, schedule: (DispatchSourceTimer) -> Void) {
    source = DispatchSource.makeTimerSource(queue: queue)
    schedule(source)
    source.setEventHandler { action.run() }
    source.resume()
  }

  deinit {
    source.cancel()
  }

  func cancel() {
    source.cancel()
  }
}
