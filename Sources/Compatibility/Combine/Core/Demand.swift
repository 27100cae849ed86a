extension Subscribers {
  /// A requested number of items, sent to a publisher from a subscriber through the subscription.
  /// Arithmetic saturates: what overflows is unlimited, what would be negative is none.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// `nil` means unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)

    /// A request for no elements from the publisher.
    public static let none = Demand(count: 0)

    /// Creates a demand for the given maximum number of elements (a negative number is none).
    public static func max(_ value: Int) -> Demand {
      Demand(count: Swift.max(0, value))
    }

    /// The number of requested values, or `nil` if unlimited.
    public var max: Int? { count }

    /// A textual representation of this demand.
    public var description: String {
      count.map { "max(\($0))" } ?? "unlimited"
    }

    /// Returns the result of adding two demands; unlimited when either is, or when it overflows.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : .max(sum)
    }

    /// Adds two demands, and assigns the result to the first demand.
    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// Returns the result of adding a number to a demand.
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return .max(sum)
    }

    /// Adds a number to a demand, and assigns the result to the demand.
    public static func += (lhs: inout Demand, rhs: Int) {
      lhs = lhs + rhs
    }

    /// Returns the result of multiplying a demand by a number.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return .max(product)
    }

    /// Multiplies a demand by a number, and assigns the result to the demand.
    public static func *= (lhs: inout Demand, rhs: Int) {
      lhs = lhs * rhs
    }

    /// Returns the result of subtracting one demand from another; unlimited minus anything
    /// finite is unlimited, anything minus unlimited is none.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count else { return rhs.count == nil ? .none : .unlimited }
      guard let right = rhs.count else { return .none }
      return .max(left - right)
    }

    /// Subtracts one demand from another, and assigns the result to the first demand.
    public static func -= (lhs: inout Demand, rhs: Demand) {
      lhs = lhs - rhs
    }

    /// Returns the result of subtracting a number from a demand.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (difference, overflow) = left.subtractingReportingOverflow(rhs)
      if overflow { return rhs < 0 ? .unlimited : .none }
      return .max(difference)
    }

    /// Subtracts a number from a demand, and assigns the result to the demand.
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
