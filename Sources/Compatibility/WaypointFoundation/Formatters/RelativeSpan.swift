#if !canImport(Darwin)
  import Foundation

  /// The rule `RelativeDateTimeFormatter` uses to pick the one unit a span is told in.
  enum RelativeSpan {
    /// The calendar units a span is measured in, largest first.
    static let units: Set<Calendar.Component> = [
      .year, .month, .weekOfMonth, .day, .hour, .minute, .second,
    ]

    /// The largest unit with a non-zero value and that value, as given (no rounding); zero
    /// seconds when every unit is zero or absent. `weekOfYear` counts as weeks too.
    static func largestUnit(
      in components: DateComponents
    ) -> (ICURelativeDateFormat.Unit, Int) {
      let ordered: [(ICURelativeDateFormat.Unit, Int?)] = [
        (.year, components.year),
        (.month, components.month),
        (.week, components.weekOfMonth ?? components.weekOfYear),
        (.day, components.day),
        (.hour, components.hour),
        (.minute, components.minute),
        (.second, components.second),
      ]
      for (unit, value) in ordered {
        if let value, value != 0, value != NSDateComponentUndefined { return (unit, value) }
      }
      return (.second, 0)
    }

    /// English text for the rare case where ICU cannot open a formatter for the locale.
    static func plainEnglish(_ value: Int, _ unit: ICURelativeDateFormat.Unit) -> String {
      let name =
        switch unit {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
      let count = abs(value)
      let phrase = "\(count) \(name)\(count == 1 ? "" : "s")"
      return value < 0 ? "\(phrase) ago" : "in \(phrase)"
    }
  }
#endif
