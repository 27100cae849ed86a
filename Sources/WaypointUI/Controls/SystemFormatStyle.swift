import Foundation

/// Format styles for dates that change as time passes: a date relative to now, an offset, a
/// stopwatch and a timer, each writing the text it shows at a reference date.
public enum SystemFormatStyle: Sendable {}

extension SystemFormatStyle {
  /// A date relative to the reference date: "in 2 days, 3 hours", "5 minutes ago"; past
  /// `thresholdField`, the date itself.
  public struct DateReference: Sendable, Codable, Hashable {
    let date: Date
    let allowedFields: Set<Date.RelativeFormatStyle.Field>
    let maxFieldCount: Int
    let thresholdField: Date.RelativeFormatStyle.Field
    var calendar = Calendar.current
    var locale = Locale.current

    /// The style of `date` relative to the reference date.
    public init(
      to date: Date,
      allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
      maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) {
      self.date = date
      self.allowedFields = allowedFields
      self.maxFieldCount = maxFieldCount
      self.thresholdField = thresholdField
    }

    /// The style with another calendar.
    public func calendar(_ calendar: Calendar) -> DateReference {
      var copy = self
      copy.calendar = calendar
      return copy
    }
  }

  /// The offset of the reference date from an anchor: "+2 hours, 3 minutes".
  public struct DateOffset: Sendable, Codable, Hashable {
    let anchor: Date
    let allowedFields: Set<Date.ComponentsFormatStyle.Field>
    let maxFieldCount: Int
    let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
    var calendar = Calendar.current
    var locale = Locale.current

    /// The style of offsets from `anchor`.
    public init(
      to anchor: Date,
      allowedFields: Set<Date.ComponentsFormatStyle.Field> = [
        .year, .month, .week, .day, .hour, .minute, .second,
      ], maxFieldCount: Int = 2,
      sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) {
      self.anchor = anchor
      self.allowedFields = allowedFields
      self.maxFieldCount = maxFieldCount
      self.sign = sign
    }

    /// The style with another calendar.
    public func calendar(_ calendar: Calendar) -> DateOffset {
      var copy = self
      copy.calendar = calendar
      return copy
    }

    /// The style in another locale.
    public func locale(_ locale: Locale) -> DateOffset {
      var copy = self
      copy.locale = locale
      return copy
    }
  }

  /// The time elapsed since a start date, as a stopwatch shows it: "1:02.35".
  public struct Stopwatch: Sendable, Codable, Hashable {
    /// A stopwatch reads dates.
    public typealias FormatInput = Date
    let clock: ClockText

    /// A stopwatch started at `startDate`, showing hours when `showsHours`, down to
    /// `maxPrecision`.
    public init(
      startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
      maxPrecision: Duration = .milliseconds(10)
    ) {
      clock = ClockText(
        start: startDate, end: nil, countsDown: false, showsHours: showsHours,
        maxFieldCount: maxFieldCount, precision: maxPrecision)
    }
  }

  /// The time left in (or elapsed of) an interval, as a timer shows it: "4:59".
  public struct Timer: Sendable, Codable, Hashable {
    /// A timer reads dates.
    public typealias FormatInput = Date
    let clock: ClockText

    /// A timer counting down to the end of `interval`.
    public init(
      countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
      maxPrecision: Duration = .seconds(1)
    ) {
      clock = ClockText(
        start: interval.lowerBound, end: interval.upperBound, countsDown: true,
        showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision)
    }

    /// A timer counting up from the start of `interval`, stopping at its end.
    public init(
      countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
      maxPrecision: Duration = .seconds(1)
    ) {
      clock = ClockText(
        start: interval.lowerBound, end: interval.upperBound, countsDown: false,
        showsHours: showsHours, maxFieldCount: maxFieldCount, precision: maxPrecision)
    }
  }
}

extension SystemFormatStyle.DateReference: FormatStyle, DiscreteFormatStyle {
  /// Reads dates.
  public typealias FormatInput = Date
  /// Writes attributed text.
  public typealias FormatOutput = AttributedString

  /// The date relative to `referenceDate`.
  public func format(_ referenceDate: Date) -> AttributedString {
    if let unit = TimeUnit(thresholdField),
      abs(unit.value(in: calendar.dateComponents([unit.component], from: referenceDate, to: date)))
        >= 1
    {
      return AttributedString(date.formatted(date: .abbreviated, time: .omitted))
    }
    let units = allowedFields.compactMap(TimeUnit.init)
    let text = TimeUnit.describe(
      from: referenceDate, to: date, units: units, maxFieldCount: maxFieldCount, calendar: calendar)
    return AttributedString(date >= referenceDate ? "in \(text)" : "\(text) ago")
  }

  /// The style in another locale.
  public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
    var copy = self
    copy.locale = locale
    return copy
  }

  /// The last date before `referenceDate` at which the text changes.
  public func discreteInput(before referenceDate: Date) -> Date? {
    TimeUnit.boundary(before: referenceDate, anchor: date, step: step)
  }

  /// The first date after `referenceDate` at which the text changes.
  public func discreteInput(after referenceDate: Date) -> Date? {
    TimeUnit.boundary(after: referenceDate, anchor: date, step: step)
  }

  /// The date just before `referenceDate`.
  public func input(before referenceDate: Date) -> Date? { referenceDate.nextDown }
  /// The date just after `referenceDate`.
  public func input(after referenceDate: Date) -> Date? { referenceDate.nextUp }

  private var step: TimeInterval {
    allowedFields.compactMap(TimeUnit.init).map(\.seconds).min() ?? 60
  }
}

extension SystemFormatStyle.DateOffset: FormatStyle, DiscreteFormatStyle {
  /// Reads dates.
  public typealias FormatInput = Date
  /// Writes attributed text.
  public typealias FormatOutput = AttributedString

  /// The offset of `referenceDate` from the anchor.
  public func format(_ referenceDate: Date) -> AttributedString {
    let units = allowedFields.compactMap(TimeUnit.init)
    let text = TimeUnit.describe(
      from: anchor, to: referenceDate, units: units, maxFieldCount: maxFieldCount,
      calendar: calendar)
    let isNegative = referenceDate < anchor
    let prefix: String
    switch sign {
    case .never: prefix = ""
    case .automatic: prefix = isNegative ? "-" : ""
    default: prefix = isNegative ? "-" : "+"
    }
    return AttributedString(prefix + text)
  }

  /// The last date before `referenceDate` at which the text changes.
  public func discreteInput(before referenceDate: Date) -> Date? {
    TimeUnit.boundary(before: referenceDate, anchor: anchor, step: step)
  }

  /// The first date after `referenceDate` at which the text changes.
  public func discreteInput(after referenceDate: Date) -> Date? {
    TimeUnit.boundary(after: referenceDate, anchor: anchor, step: step)
  }

  /// The date just before `referenceDate`.
  public func input(before referenceDate: Date) -> Date? { referenceDate.nextDown }
  /// The date just after `referenceDate`.
  public func input(after referenceDate: Date) -> Date? { referenceDate.nextUp }

  private var step: TimeInterval {
    allowedFields.compactMap(TimeUnit.init).map(\.seconds).min() ?? 1
  }
}

extension SystemFormatStyle.Stopwatch: FormatStyle, DiscreteFormatStyle {
  /// Writes attributed text.
  public typealias FormatOutput = AttributedString

  /// The time elapsed at `input`.
  public func format(_ input: Date) -> AttributedString { AttributedString(clock.text(at: input)) }

  /// The style in another locale (clock digits read the same in every locale here).
  public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch { self }

  /// The last date before `input` at which the text changes.
  public func discreteInput(before input: Date) -> Date? { clock.boundary(before: input) }
  /// The first date after `input` at which the text changes.
  public func discreteInput(after input: Date) -> Date? { clock.boundary(after: input) }
}

extension SystemFormatStyle.Timer: FormatStyle, DiscreteFormatStyle {
  /// Writes attributed text.
  public typealias FormatOutput = AttributedString

  /// The time left (or elapsed) at `input`.
  public func format(_ input: Date) -> AttributedString { AttributedString(clock.text(at: input)) }

  /// The style in another locale (clock digits read the same in every locale here).
  public func locale(_ locale: Locale) -> SystemFormatStyle.Timer { self }

  /// The last date before `input` at which the text changes.
  public func discreteInput(before input: Date) -> Date? { clock.boundary(before: input) }
  /// The first date after `input` at which the text changes.
  public func discreteInput(after input: Date) -> Date? { clock.boundary(after: input) }
}

extension Date {
  /// The representable date just after this one.
  fileprivate var nextUp: Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextUp)
  }
  /// The representable date just before this one.
  fileprivate var nextDown: Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextDown)
  }
}
