import Foundation

extension Text {
  /// A text view showing the characters of an attributed string, with the SwiftUI font and
  /// color its runs all share (attributes of parts of it are not drawn).
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
    let runs = attributedContent.runs
    let fonts = Set(runs[AttributeScopes.SwiftUIAttributes.FontAttribute.self].map(\.0))
    if fonts.count == 1, let font = fonts.first ?? nil { attributes.append(.font(font)) }
    let colors = Set(runs[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self].map(\.0))
    if colors.count == 1, let color = colors.first ?? nil {
      attributes.append(.foregroundColor(color))
    }
    let heights = Set(runs[AttributeScopes.SwiftUIAttributes.LineHeightAttribute.self].map(\.0))
    if heights.count == 1, let height = heights.first ?? nil {
      attributes.append(.drawing(".lineHeight(\(height))"))
    }
  }

  /// A text view showing a range of dates, as "10:13 – 11:13 PM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: Self.text(for: dates))
  }

  /// A text view showing a date interval, as "10:13 – 11:13 PM".
  public init(_ interval: DateInterval) {
    self.init(verbatim: Self.text(for: interval.start...interval.end))
  }

  /// A text view showing a timer over `timerInterval` as of when the view is made: the time
  /// left when `countsDown`, else the time gone; at `pauseTime` when it is paused.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(
      verbatim: Self.timerText(
        timerInterval, now: pauseTime ?? Date(), countsDown: countsDown, showsHours: showsHours))
  }

  /// A text view showing a value that changes with time, formatted, as of when it is made.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F.FormatOutput == AttributedString {
    self.init(format.format(source.currentValue))
  }

  /// A text view showing a value that changes with time, formatted, as of when it is made.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F.FormatOutput == String {
    self.init(verbatim: format.format(source.currentValue))
  }

  /// A text view showing a value formatted by a formatter (empty if it cannot format it).
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A text view showing an object formatted by a formatter (empty if it cannot format it).
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A range of dates as text: "14/11/2023, 10:13 – 11:13 PM".
  static func text(for dates: ClosedRange<Date>) -> String {
    (dates.lowerBound..<dates.upperBound).formatted(.interval)
  }

  /// A timer over `interval` at `now`, as "1:02:03" or "2:03".
  static func timerText(
    _ interval: ClosedRange<Date>, now: Date, countsDown: Bool, showsHours: Bool
  ) -> String {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let gone = min(max(now.timeIntervalSince(interval.lowerBound), 0), total)
    let seconds = Int((countsDown ? total - gone : gone).rounded(.down))
    let hours = seconds / 3600
    if showsHours && hours > 0 {
      return String(format: "%d:%02d:%02d", hours, seconds / 60 % 60, seconds % 60)
    }
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }
}
