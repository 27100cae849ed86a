import Foundation

/// A schedule of entries at a regular interval from a start date.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Entries every `interval` seconds from `startDate`; an interval that is not positive gives
  /// `startDate` alone.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// The entries from the latest one at or before `startDate` on (from the schedule's own
  /// start, when that is later).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    guard interval > 0, interval.isFinite else {
      return Entries(next: self.startDate, interval: nil)
    }
    var first = self.startDate
    if startDate > first {
      let periods = ((startDate.timeIntervalSince(first)) / interval).rounded(.down)
      first = first.addingTimeInterval(periods * interval)
    }
    return Entries(next: first, interval: interval)
  }

  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval?

    init(next: Date, interval: TimeInterval?) {
      upcoming = next
      self.interval = interval
    }

    /// The next entry's date.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = interval.map { date.addingTimeInterval($0) }
      return date
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule of entries every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
