/// Something that runs closures at a time and on a thread of its choosing: operators such as
/// `receive(on:)`, `delay`, `debounce` and `timeout` hand their work to one. Dispatch queues,
/// run loops and operation queues are schedulers here, and ``ImmediateScheduler`` runs work on
/// the spot.
public protocol Scheduler<SchedulerTimeType> {
  /// A reading of the scheduler's clock; its `Stride` measures the gap between two readings.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Per-call settings that travel with each piece of work, such as a dispatch queue's quality of
  /// service.
  associatedtype SchedulerOptions

  /// The reading of this scheduler's clock right now.
  var now: SchedulerTimeType { get }
  /// The smallest leeway this scheduler honours when it times work; the `schedule` overloads that
  /// take no `tolerance` use it.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as this scheduler can, with no delay asked for.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` once `date` has come, late by at most about `tolerance`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` first at `date` and then every `interval`, until the returned value is
  /// cancelled; `tolerance` is the leeway each run may take, where the scheduler can use it.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable
}

extension Scheduler {
  /// Runs `action` once `date` has come, as punctually as the scheduler can (its
  /// `minimumTolerance`).
  public func schedule(
    after date: SchedulerTimeType, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: minimumTolerance, action)
  }

  /// Runs `action` as soon as this scheduler can, passing no options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` once `date` has come, late by at most about `tolerance`, passing no options.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after it, with `tolerance` as leeway and no
  /// options, until the returned value is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after it, as punctually as the scheduler can
  /// (its `minimumTolerance`), until the returned value is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
  }
}

/// An interval type that can be built from a count of seconds or smaller units, so that an
/// operator can be given a delay such as `.milliseconds(300)` whatever the scheduler.
public protocol SchedulerTimeIntervalConvertible {
  /// An interval of `s` whole seconds.
  static func seconds(_ s: Int) -> Self
  /// An interval of `s` seconds, fractions included.
  static func seconds(_ s: Double) -> Self
  /// An interval of `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// An interval of `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// An interval of `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs each action on the spot, on the calling thread, whatever date it is
/// given; its clock never moves.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's clock reading: every reading is the same instant.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// Zero: all immediate scheduler times are the same instant.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }

    /// This same time: advancing the immediate scheduler's clock changes nothing.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// An interval for the immediate scheduler: an integer that literals and arithmetic keep,
    /// though the unit constructors (`seconds(_:)` and the rest) all give zero.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// The magnitude type of a stride.
      public typealias Magnitude = Int
      /// The interval's integer value, as a literal wrote it.
      public var magnitude: Int

      /// Wraps `value` as an interval.
      public init(_ value: Int) {
        magnitude = value
      }

      /// An integer literal, kept as the interval's value.
      public init(integerLiteral value: Int) {
        self.init(value)
      }

      /// A floating-point literal, rounded to the nearest integer (zero when it does not fit).
      public init(floatLiteral value: Double) {
        self.init(Int(clamping: Int64(exactly: value.rounded()) ?? 0))
      }

      /// Wraps `source` as an interval, or fails when it does not fit in an `Int`.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
      }

      /// Whether one stride is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two strides.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude &* rhs.magnitude)
      }
      /// The sum of two strides.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude &+ rhs.magnitude)
      }
      /// The difference of two strides.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude &- rhs.magnitude)
      }
      /// Subtracts a stride in place.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies a stride in place.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds a stride in place.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

      /// A stride of seconds (no time passes on the immediate scheduler).
      public static func seconds(_ s: Int) -> Stride { Stride(0) }
      /// A stride of seconds (no time passes on the immediate scheduler).
      public static func seconds(_ s: Double) -> Stride { Stride(0) }
      /// A stride of milliseconds (no time passes on the immediate scheduler).
      public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
      /// A stride of microseconds (no time passes on the immediate scheduler).
      public static func microseconds(_ us: Int) -> Stride { Stride(0) }
      /// A stride of nanoseconds (no time passes on the immediate scheduler).
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
    }
  }

  /// The immediate scheduler takes no options: `Never`, so only `nil` can be passed.
  public typealias SchedulerOptions = Never

  /// The value to hand to operators; the scheduler has no state, so this one is all there is.
  public static let shared = ImmediateScheduler()

  /// Always the same instant: the immediate scheduler's clock does not move.
  public var now: SchedulerTimeType { SchedulerTimeType() }

  /// Zero: the immediate scheduler never waits, so there is nothing to allow for.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

  /// Performs the action now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  /// Performs the action now: no time passes on the immediate scheduler.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Performs the action once, now, and returns a cancellable with nothing left to cancel.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> Cancellable {
    action()
    return AnyCancellable {}
  }
}
