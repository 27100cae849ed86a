/// How often a timeline schedule may update.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// As often as the schedule asks.
  case normal
  /// Rarely, as when the display is dimmed.
  case lowFrequency
}
