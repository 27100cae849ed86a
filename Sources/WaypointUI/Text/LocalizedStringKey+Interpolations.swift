import Foundation
import WaypointCore

extension LocalizedStringKey.StringInterpolation {
  /// Appends a number formatted with a `printf` format: `"\(price, specifier: "%.2f")"`.
  public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
    appendLiteral(String(format: specifier, value._arg))
  }

  /// Appends a date in `style`, as `Text(_:style:)` shows it.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendLiteral(Text.text(for: date, style: style, now: Date()))
  }

  /// Appends a range of dates.
  public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
    appendLiteral(Text.text(for: dates))
  }

  /// Appends a date interval.
  public mutating func appendInterpolation(_ interval: DateInterval) {
    appendLiteral(Text.text(for: interval.start...interval.end))
  }

  /// Appends a timer, as `Text(timerInterval:…)` shows it.
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    appendLiteral(
      Text.timerText(
        timerInterval, now: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
  }

  /// Appends a value that changes with time, formatted, as of now.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(
    _ source: TimeDataSource<V>, format: F
  ) where V == F.FormatInput, F.FormatOutput == AttributedString {
    appendLiteral(String(format.format(source.currentValue).characters))
  }

  /// Appends a value that changes with time, formatted, as of now.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(
    _ source: TimeDataSource<V>, format: F
  ) where V == F.FormatInput, F.FormatOutput == String {
    appendLiteral(format.format(source.currentValue))
  }

  /// Appends a value formatted by `formatter`, or by its description without one.
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    appendLiteral(formatter?.string(for: subject) ?? String(describing: subject))
  }

  /// Appends an object formatted by `formatter`, or by its description without one.
  public mutating func appendInterpolation<Subject: NSObject>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    appendLiteral(formatter?.string(for: subject) ?? subject.description)
  }

  /// Appends the name of a color, as assistive technologies say it ("red").
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func appendInterpolation(accessibilityName color: Color) {
    let source = color.description
    appendLiteral(source.hasPrefix(".") ? String(source.dropFirst()) : source)
  }
}
