import Foundation

/// A schedule of the dates it is given.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`, which should be in increasing order.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates given, whatever `startDate` is.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    dates
  }
}

extension TimelineSchedule {
  /// A schedule of `dates`, which should be in increasing order.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
