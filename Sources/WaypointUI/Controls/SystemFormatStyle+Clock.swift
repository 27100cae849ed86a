import Foundation

/// A calendar unit a date style may write, largest first.
struct TimeUnit: Hashable {
  let component: Calendar.Component
  let name: String
  /// About how long the unit lasts, for the dates at which text changes.
  let seconds: TimeInterval

  static let all = [
    TimeUnit(component: .year, name: "year", seconds: 365 * 86_400),
    TimeUnit(component: .month, name: "month", seconds: 30 * 86_400),
    TimeUnit(component: .weekOfYear, name: "week", seconds: 7 * 86_400),
    TimeUnit(component: .day, name: "day", seconds: 86_400),
    TimeUnit(component: .hour, name: "hour", seconds: 3_600),
    TimeUnit(component: .minute, name: "minute", seconds: 60),
    TimeUnit(component: .second, name: "second", seconds: 1),
  ]

  init(component: Calendar.Component, name: String, seconds: TimeInterval) {
    self.component = component
    self.name = name
    self.seconds = seconds
  }

  // Linux spells both fields as one type: `Date.RelativeFormatStyle.Field` is this one.
  init?(_ field: Date.ComponentsFormatStyle.Field) {
    let fields: [Date.ComponentsFormatStyle.Field] = [
      .year, .month, .week, .day, .hour, .minute, .second,
    ]
    guard let index = fields.firstIndex(of: field) else { return nil }
    self = Self.all[index]
  }

  func value(in components: DateComponents) -> Int { components.value(for: component) ?? 0 }

  /// The time from `start` to `end` in `units`: its first `maxFieldCount` nonzero ones, largest
  /// first ("2 hours, 3 minutes"); "0 <smallest unit>s" when all are zero.
  static func describe(
    from start: Date, to end: Date, units: [TimeUnit], maxFieldCount: Int, calendar: Calendar
  ) -> String {
    let ordered = all.filter(units.contains)
    guard let smallest = ordered.last else { return "" }
    let (from, to) = start <= end ? (start, end) : (end, start)
    let components = calendar.dateComponents(Set(ordered.map(\.component)), from: from, to: to)
    let parts = ordered.compactMap { unit -> String? in
      let value = unit.value(in: components)
      return value == 0 ? nil : "\(value) \(unit.name)\(value == 1 ? "" : "s")"
    }
    return parts.isEmpty
      ? "0 \(smallest.name)s" : parts.prefix(max(1, maxFieldCount)).joined(separator: ", ")
  }

  /// The last multiple of `step` from `anchor` before `date`.
  static func boundary(before date: Date, anchor: Date, step: TimeInterval) -> Date? {
    guard step > 0 else { return nil }
    let steps = (date.timeIntervalSince(anchor) / step).rounded(.up) - 1
    return anchor.addingTimeInterval(steps * step)
  }

  /// The first multiple of `step` from `anchor` after `date`.
  static func boundary(after date: Date, anchor: Date, step: TimeInterval) -> Date? {
    guard step > 0 else { return nil }
    let steps = (date.timeIntervalSince(anchor) / step).rounded(.down) + 1
    return anchor.addingTimeInterval(steps * step)
  }
}

/// The text of a stopwatch or a timer: `h:mm:ss.ff`, its hours shown when asked or needed, its
/// fraction down to the precision.
struct ClockText: Sendable, Codable, Hashable {
  let start: Date
  let end: Date?
  let countsDown: Bool
  let showsHours: Bool
  let maxFieldCount: Int
  let precision: Duration

  /// The precision in seconds (a millisecond at the finest).
  var step: TimeInterval {
    let (seconds, attoseconds) = precision.components
    return max(0.001, Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// The seconds shown at `date`: elapsed since the start, or left to the end.
  func seconds(at date: Date) -> TimeInterval {
    let elapsed = max(0, date.timeIntervalSince(start))
    guard let end else { return elapsed }
    let duration = max(0, end.timeIntervalSince(start))
    let clamped = min(elapsed, duration)
    return countsDown ? duration - clamped : clamped
  }

  func text(at date: Date) -> String {
    let step = self.step
    let value = (seconds(at: date) / step).rounded(countsDown ? .up : .down) * step
    let whole = Int(value)
    let (hours, minutes, seconds) = (whole / 3_600, whole / 60 % 60, whole % 60)
    var text =
      showsHours && hours > 0
      ? "\(hours):" + String(format: "%02d:%02d", minutes, seconds)
      : "\(showsHours ? minutes : whole / 60):" + String(format: "%02d", seconds)
    let digits = step >= 1 ? 0 : step >= 0.1 ? 1 : step >= 0.01 ? 2 : 3
    if digits > 0 {
      let fraction = Int(((value - Double(whole)) * pow(10, Double(digits))).rounded())
      text += "." + String(format: "%0\(digits)d", fraction)
    }
    return text
  }

  /// The last date before `date` at which the text changes; nil outside the interval.
  func boundary(before date: Date) -> Date? {
    guard date > start, end.map({ date <= $0 }) ?? true else { return nil }
    return TimeUnit.boundary(before: date, anchor: start, step: step).map { max($0, start) }
  }

  /// The first date after `date` at which the text changes; nil past the interval.
  func boundary(after date: Date) -> Date? {
    guard date < start || end.map({ date < $0 }) ?? true else { return nil }
    if date < start { return start }
    return TimeUnit.boundary(after: date, anchor: start, step: step).map { next in
      end.map { min(next, $0) } ?? next
    }
  }
}
