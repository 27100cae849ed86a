import Foundation

/// A moment on a scheduler's clock, as a date: the time type of the run loop and operation
/// queue schedulers (`RunLoop.SchedulerTimeType`, `OperationQueue.SchedulerTimeType`), a type of
/// its own for each `Owner`.
public struct DateSchedulerTime<Owner>: Strideable, Codable, Hashable, Sendable {
  /// The date this time stands for.
  public var date: Date

  /// Creates a scheduler time for `date`.
  public init(_ date: Date) {
    self.date = date
  }

  /// The interval from this time to `other`.
  public func distance(to other: DateSchedulerTime) -> Stride {
    Stride(other.date.timeIntervalSince(date))
  }

  /// This time moved by `n`.
  public func advanced(by n: Stride) -> DateSchedulerTime {
    DateSchedulerTime(date.addingTimeInterval(n.magnitude))
  }

  /// A gap between two of these times, kept as a `TimeInterval` of seconds.
  public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
    SchedulerTimeIntervalConvertible, Sendable
  {
    /// A float literal is a number of seconds.
    public typealias FloatLiteralType = TimeInterval
    /// An integer literal is a number of seconds.
    public typealias IntegerLiteralType = TimeInterval
    /// The stride's value, in seconds.
    public typealias Magnitude = TimeInterval

    /// The gap's length as a count of seconds; fractions give the sub-second part.
    public var magnitude: TimeInterval

    /// The same count of seconds as `magnitude`, under Foundation's name for it.
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
