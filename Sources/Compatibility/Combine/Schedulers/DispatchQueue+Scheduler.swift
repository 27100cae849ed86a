import Dispatch
import Foundation

extension DispatchQueue {
  /// A moment on Dispatch's clock: the time type of the dispatch queue scheduler.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time this time stands for.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue scheduler time for `time`.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The interval from this time to `other`.
    public func distance(to other: DispatchQueue.SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      let nanoseconds = end >= start ? Self.clamped(end - start) : -Self.clamped(start - end)
      return .nanoseconds(nanoseconds)
    }

    /// This time moved by `n`.
    public func advanced(by n: Stride) -> DispatchQueue.SchedulerTimeType {
      let start = dispatchTime.uptimeNanoseconds
      let step = UInt64(n.magnitude.magnitude)
      let nanoseconds: UInt64
      if n.magnitude >= 0 {
        let (sum, overflow) = start.addingReportingOverflow(step)
        nanoseconds = overflow ? .max : sum
      } else {
        nanoseconds = start > step ? start - step : 1
      }
      return DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: nanoseconds))
    }

    /// Creates a time from the number of nanoseconds an encoder wrote.
    public init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    /// Writes the time as its number of nanoseconds since boot.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// Whether two times are the same instant.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// Hashes the instant.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    private static func clamped(_ value: UInt64) -> Int {
      value > UInt64(Int.max) ? .max : Int(value)
    }

    /// A gap between two dispatch queue times, kept as a whole number of nanoseconds; literals
    /// count seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// A float literal is a number of seconds.
      public typealias FloatLiteralType = Double
      /// An integer literal is a number of seconds.
      public typealias IntegerLiteralType = Int
      /// The stride's value, in nanoseconds.
      public typealias Magnitude = Int

      /// The gap's length as a count of nanoseconds (`Int.max` for `.never`).
      public var magnitude: Int

      /// The value of this interval as a dispatch time interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// Creates an interval from a dispatch time interval (`.never` is the longest interval).
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = SchedulerClock.multiply(s, by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = SchedulerClock.multiply(ms, by: 1_000_000)
        case .microseconds(let us): magnitude = SchedulerClock.multiply(us, by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// Creates an interval from a floating-point number of seconds.
      public init(floatLiteral value: Double) {
        magnitude = SchedulerClock.nanoseconds(fromSeconds: value)
      }

      /// Creates an interval from an integer number of seconds.
      public init(integerLiteral value: Int) {
        magnitude = SchedulerClock.multiply(value, by: 1_000_000_000)
      }

      /// Creates an interval of `source` seconds, if it fits exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = nanoseconds
      }

      /// Whether `lhs` is shorter than `rhs`.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The product of two intervals' nanoseconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        .nanoseconds(SchedulerClock.multiply(lhs.magnitude, by: rhs.magnitude))
      }
      /// The sum of two intervals.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        .nanoseconds(SchedulerClock.add(lhs.magnitude, rhs.magnitude))
      }
      /// The difference of two intervals.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        .nanoseconds(SchedulerClock.subtract(lhs.magnitude, rhs.magnitude))
      }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

      /// An interval of `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// An interval of `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
      /// An interval of `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// An interval of `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// An interval of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }

  /// Options for scheduling on a dispatch queue: the quality of service, work item flags and
  /// group of the work.
  public struct SchedulerOptions {
    /// The quality of service of the work.
    public var qos: DispatchQoS
    /// The work item flags of the work.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins, if any.
    public var group: DispatchGroup?

    /// Creates scheduling options for a dispatch queue.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }
}

// swift-format-ignore: AvoidRetroactiveConformances
extension DispatchQueue: Scheduler {
  /// The current time, as a dispatch queue scheduler time.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// The least tolerance the queue allows: none.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Runs `action` on this queue as soon as possible.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []
    ) { work.run() }
  }

  /// Runs `action` on this queue at `date`, give or take `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = SchedulerAction(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? []
    ) { work.run() }
  }

  /// Runs `action` on this queue at `date` and then every `interval`, until the returned value
  /// is cancelled or released.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = RepeatingDispatchTimer(queue: self, action: SchedulerAction(action)) {
      $0.schedule(
        deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
        leeway: .nanoseconds(max(0, tolerance.magnitude)))
    }
    return AnyCancellable(timer)
  }
}
