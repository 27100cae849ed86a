/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
  /// Describes an instant in time for this scheduler.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// A type that defines options accepted by the scheduler.
  associatedtype SchedulerOptions

  /// This scheduler's definition of the current moment in time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs the action at the next possible opportunity.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date, at the specified frequency,
  /// optionally taking into account tolerance if possible.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable
}

extension Scheduler {
  /// Performs the action at some time after the specified date, using the scheduler's minimum
  /// tolerance.
  public func schedule(
    after date: SchedulerTimeType, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: minimumTolerance, action)
  }

  /// Performs the action at the next possible opportunity, without options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Performs the action at some time after the specified date.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, at the specified frequency,
  /// taking into account tolerance if possible.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, at the specified frequency,
  /// using minimum tolerance possible for this scheduler.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
  }
}

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
  /// Converts the specified number of seconds into an instance of this scheduler time type.
  static func seconds(_ s: Int) -> Self
  /// Converts the specified number of seconds, as a floating-point value, into an instance of
  /// this scheduler time type.
  static func seconds(_ s: Double) -> Self
  /// Converts the specified number of milliseconds into an instance of this scheduler time type.
  static func milliseconds(_ ms: Int) -> Self
  /// Converts the specified number of microseconds into an instance of this scheduler time type.
  static func microseconds(_ us: Int) -> Self
  /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// Returns the distance to another immediate scheduler time; always zero.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }

    /// Adds the specified distance to this instance; the time does not change.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// The increment by which the immediate scheduler counts time.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      SchedulerTimeIntervalConvertible, Sendable
    {
      /// The magnitude type of a stride.
      public typealias Magnitude = Int
      /// The value of this time interval in seconds.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) {
        magnitude = value
      }

      /// Creates an immediate scheduler time interval from an integer seconds value.
      public init(integerLiteral value: Int) {
        self.init(value)
      }

      /// Creates an immediate scheduler time interval from a floating-point seconds value.
      public init(floatLiteral value: Double) {
        self.init(Int(clamping: Int64(exactly: value.rounded()) ?? 0))
      }

      /// Creates an immediate scheduler time interval from a binary integer type, if it fits.
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

  /// A type that defines options accepted by the immediate scheduler.
  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// The immediate scheduler's definition of the current moment in time.
  public var now: SchedulerTimeType { SchedulerTimeType() }

  /// The minimum tolerance allowed by the immediate scheduler.
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
