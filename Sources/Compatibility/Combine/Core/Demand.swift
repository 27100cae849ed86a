extension Subscribers {
  /// How many more values a subscriber will take: a count, or unlimited, that it passes to a
  /// subscription's `request(_:)` and returns from `receive(_:)`. Arithmetic saturates: what
  /// overflows is unlimited, what would be negative is none.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// `nil` means unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// No limit: the publisher may send every value it has.
    public static let unlimited = Demand(count: nil)

    /// Zero: what `receive(_:)` returns when the subscriber wants nothing beyond what it has
    /// already asked for.
    public static let none = Demand(count: 0)

    /// A count of `value` values; below zero counts as zero.
    public static func max(_ value: Int) -> Demand {
      Demand(count: Swift.max(0, value))
    }

    /// The number of requested values, or `nil` if unlimited.
    public var max: Int? { count }

    /// `max(n)` for a finite demand, `unlimited` otherwise.
    public var description: String {
      count.map { "max(\($0))" } ?? "unlimited"
    }

    /// Both counts together; unlimited when either is, or when the sum overflows `Int`.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : .max(sum)
    }

    /// Adds `rhs` to `lhs` in place, as `+` does.
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// `lhs` with `rhs` more values (fewer for a negative `rhs`); unlimited stays unlimited, and an
    /// overflow saturates.
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return .max(sum)
    }

    /// Adds `rhs` values to `lhs` in place, as `+` does.
    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    /// `lhs`'s count times `rhs`: unlimited stays unlimited, a negative product is none, and an
    /// overflow saturates.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return .max(product)
    }

    /// Multiplies `lhs`'s count by `rhs` in place, as `*` does.
    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    /// What is left of `lhs` once `rhs` is taken away, never below none: unlimited less a finite
    /// demand stays unlimited, and taking unlimited away (even from unlimited) leaves none.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count else { return rhs.count == nil ? .none : .unlimited }
      guard let right = rhs.count else { return .none }
      return .max(left - right)
    }

    /// Takes `rhs` away from `lhs` in place, as `-` does.
    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    /// `lhs` with `rhs` fewer values, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (difference, overflow) = left.subtractingReportingOverflow(rhs)
      if overflow { return rhs < 0 ? .unlimited : .none }
      return .max(difference)
    }

    /// Takes `rhs` values away from `lhs` in place, as `-` does.
    public static func -= (lhs: inout Demand, rhs: Int) {
      lhs = lhs - rhs
    }

    /// Whether the first demand asks for fewer values than the second (unlimited is the most).
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case (let left?, let right?): return left < right
      }
    }

    /// Whether a demand asks for more values than a number.
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      lhs.count.map { $0 > rhs } ?? true
    }

    /// Whether a demand asks for at least as many values as a number.
    public static func >= (lhs: Demand, rhs: Int) -> Bool {
      lhs.count.map { $0 >= rhs } ?? true
    }

    /// Whether a number is greater than a demand.
    public static func > (lhs: Int, rhs: Demand) -> Bool {
      rhs.count.map { lhs > $0 } ?? false
    }

    /// Whether a number is at least a demand.
    public static func >= (lhs: Int, rhs: Demand) -> Bool {
      rhs.count.map { lhs >= $0 } ?? false
    }

    /// Whether a demand asks for fewer values than a number.
    public static func < (lhs: Demand, rhs: Int) -> Bool {
      lhs.count.map { $0 < rhs } ?? false
    }

    /// Whether a number is less than a demand.
    public static func < (lhs: Int, rhs: Demand) -> Bool {
      rhs.count.map { lhs < $0 } ?? true
    }

    /// Whether a demand asks for at most a number of values.
    public static func <= (lhs: Demand, rhs: Int) -> Bool {
      lhs.count.map { $0 <= rhs } ?? false
    }

    /// Whether a number is at most a demand.
    public static func <= (lhs: Int, rhs: Demand) -> Bool {
      rhs.count.map { lhs <= $0 } ?? true
    }

    /// Whether a demand asks for exactly a number of values.
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      lhs.count == rhs
    }

    /// Whether a demand asks for other than a number of values.
    public static func != (lhs: Demand, rhs: Int) -> Bool {
      lhs.count != rhs
    }

    /// Whether a number equals a demand.
    public static func == (lhs: Int, rhs: Demand) -> Bool {
      rhs.count == lhs
    }

    /// Whether a number differs from a demand.
    public static func != (lhs: Int, rhs: Demand) -> Bool {
      rhs.count != lhs
    }

    /// Decodes a demand written by `encode(to:)`: the maximum, or nothing for unlimited.
    public init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .unlimited
      } else {
        self = .max(try container.decode(Int.self))
      }
    }

    /// Encodes the maximum, or nothing for unlimited.
    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      if let count { try container.encode(count) } else { try container.encodeNil() }
    }
  }
}
