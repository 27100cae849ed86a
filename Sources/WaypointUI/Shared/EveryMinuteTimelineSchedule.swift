import Foundation

/// A schedule of entries at the start of every minute.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// A schedule of entries at the start of every minute.
  public init() {}

  /// The start of the minute of `startDate`, then the start of every minute after.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    let minute = (seconds / 60).rounded(.down) * 60
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
  }

  /// The dates of an every-minute schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    /// The next minute's start.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule of entries at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
