import Foundation

/// A type that provides a sequence of dates for a timeline view to update at.
public protocol TimelineSchedule {
  /// How often the schedule may update.
  typealias Mode = TimelineScheduleMode
  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on, in `mode`.
  func entries(from startDate: Date, mode: Mode) -> Entries
}
