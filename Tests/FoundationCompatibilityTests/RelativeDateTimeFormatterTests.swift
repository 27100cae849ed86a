import Foundation
import Testing
import WaypointFoundation

@Suite struct RelativeDateTimeFormatterTests {
  private let reference = Date(timeIntervalSince1970: 1_700_000_000)

  private func formatter(
    _ identifier: String = "en_US", style: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
    units: RelativeDateTimeFormatter.UnitsStyle = .full
  ) -> RelativeDateTimeFormatter {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = Locale(identifier: identifier)
    formatter.calendar = calendar
    formatter.dateTimeStyle = style
    formatter.unitsStyle = units
    return formatter
  }

  private func text(_ formatter: RelativeDateTimeFormatter, _ seconds: TimeInterval) -> String {
    formatter.localizedString(
      for: reference.addingTimeInterval(seconds), relativeTo: reference)
  }

  @Test("Numeric style counts the largest unit forward and back")
  func numericFullEnglish() {
    let formatter = formatter()
    #expect(text(formatter, 7200) == "in 2 hours")
    #expect(text(formatter, -7200) == "2 hours ago")
    #expect(text(formatter, -86_400) == "1 day ago")
    #expect(text(formatter, 7 * 86_400) == "in 1 week")
    #expect(text(formatter, 0) == "in 0 seconds")
    #expect(text(formatter, -45) == "45 seconds ago")
  }

  @Test("Named style says yesterday, tomorrow, last week and now")
  func namedEnglish() {
    let formatter = formatter(style: .named)
    #expect(text(formatter, -86_400) == "yesterday")
    #expect(text(formatter, 86_400) == "tomorrow")
    #expect(text(formatter, -7 * 86_400) == "last week")
    #expect(text(formatter, 0) == "now")
    #expect(text(formatter, -3 * 86_400) == "3 days ago")
  }

  @Test("The unit value is truncated, never rounded up")
  func truncatesLikeApple() {
    let formatter = formatter()
    #expect(text(formatter, 3600 + 59 * 60) == "in 1 hour")
    #expect(text(formatter, 89) == "in 1 minute")
    #expect(text(formatter, 23 * 3600) == "in 23 hours")
    #expect(text(formatter, 13 * 86_400) == "in 1 week")
  }

  @Test("Short and abbreviated units use CLDR's short and narrow names")
  func shortAndAbbreviated() {
    #expect(text(formatter(units: .short), 180) == "in 3 min.")
    #expect(text(formatter(units: .short), -3 * 3600) == "3 hr. ago")
    #expect(text(formatter(units: .abbreviated), -7200) == "2h ago")
    #expect(text(formatter(units: .abbreviated), 180) == "in 3m")
  }

  @Test("Spell-out writes the number in words")
  func spellOut() {
    let components = DateComponents(month: -2)
    #expect(formatter(units: .spellOut).localizedString(from: components) == "two months ago")
  }

  @Test("Date components are told by their largest non-zero unit")
  func dateComponents() {
    let formatter = formatter()
    #expect(formatter.localizedString(from: DateComponents(day: -2)) == "2 days ago")
    #expect(formatter.localizedString(from: DateComponents(day: 1, hour: 5)) == "in 1 day")
    #expect(formatter.localizedString(from: DateComponents(hour: 3)) == "in 3 hours")
    #expect(formatter.localizedString(from: DateComponents()) == "in 0 seconds")
  }

  @Test("A time interval is told relative to now")
  func timeInterval() {
    let formatter = formatter()
    #expect(formatter.localizedString(fromTimeInterval: -7200) == "2 hours ago")
    #expect(formatter.localizedString(fromTimeInterval: 3 * 86_400 + 60) == "in 3 days")
  }

  @Test("The beginning-of-sentence context capitalizes")
  func capitalization() {
    let formatter = formatter(style: .named)
    formatter.formattingContext = .beginningOfSentence
    #expect(text(formatter, -86_400) == "Yesterday")
  }

  @Test("Other locales use their own words")
  func otherLocales() {
    #expect(text(formatter("fr_FR", style: .named), -86_400) == "hier")
    #expect(text(formatter("de_DE"), -7200) == "vor 2 Stunden")
    #expect(text(formatter("es_ES"), 3 * 86_400) == "dentro de 3 días")
  }

  @Test("string(for:) formats dates and answers nil for anything else")
  func stringForObject() {
    let formatter = formatter()
    #expect(formatter.string(for: Date().addingTimeInterval(-7230)) == "2 hours ago")
    #expect(formatter.string(for: "yesterday") == nil)
  }

  @Test("Setting the locale or calendar to nil restores the current one")
  func nilResets() {
    let formatter = RelativeDateTimeFormatter()
    formatter.locale = nil
    formatter.calendar = nil
    #expect(formatter.locale == Locale.autoupdatingCurrent)
    #expect(formatter.calendar == Calendar.autoupdatingCurrent)
  }
}
