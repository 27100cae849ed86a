import Foundation

/// A value that changes with time: the current date, the time to or since a date, or the range
/// from a date to now. `Text(_:format:)` shows it as of when the view is made.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TimeDataSource<Value> {
  /// The value at a given moment.
  let value: @Sendable (Date) -> Value

  /// The value now.
  var currentValue: Value { value(Date()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TimeDataSource: Sendable where Value: Sendable {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TimeDataSource {
  /// The current date.
  public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { $0 } }

  /// The time from now until `date` (negative once it has passed).
  public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
    TimeDataSource<Duration> { now in .seconds(date.timeIntervalSince(now)) }
  }

  /// The range from `date` until now (empty while `date` is in the future).
  public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>> { now in date..<max(date, now) }
  }

  /// The range from now until `date` (empty once `date` has passed).
  public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>> { now in min(now, date)..<date }
  }
}
