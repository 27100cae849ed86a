import Foundation

/// A schedule that updates at the rate of animation frames, or at most every `minimumInterval`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Frames at most every `minimumInterval` seconds (60 a second if `nil`), or none after the
  /// first while `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The frame dates from `start`: one a minute in low-frequency mode.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    let frame = max(minimumInterval ?? 1.0 / 60, 1.0 / 60)
    return Entries(
      next: start, interval: mode == .lowFrequency ? max(frame, 60) : frame, paused: paused)
  }

  /// The frame dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval
    let paused: Bool

    init(next: Date, interval: TimeInterval, paused: Bool) {
      self.upcoming = next
      self.interval = interval
      self.paused = paused
    }

    /// The next frame's date (only the first while paused).
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = paused ? nil : date.addingTimeInterval(interval)
      return date
    }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule that updates at the rate of animation frames.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A schedule that updates at most every `minimumInterval`, unless `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
