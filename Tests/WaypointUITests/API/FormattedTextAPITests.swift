import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A date formatter that writes hours and minutes in UTC, so the text is the same everywhere.
private func timeFormatter() -> DateFormatter {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "HH:mm"
  return formatter
}

@MainActor
@Suite("Formatted text: dates and decimals through formatters, localization specifiers")
struct FormattedTextAPITests {
  @Test("a date interpolated with a formatter shows what the formatter writes")
  func dateInterpolation() {
    struct Cutoff: View {
      let bedtime = Date(timeIntervalSince1970: 22 * 3600 + 30 * 60)
      let formatter = timeFormatter()
      var body: some View {
        VStack {
          Text("Last coffee before \(bedtime, formatter: formatter)")
          Text(bedtime, formatter: formatter)
        }
      }
    }
    let host = ViewHost(Cutoff())
    #expect(!host.elements(labeled: "Last coffee before 22:30").isEmpty)
    #expect(!host.elements(labeled: "22:30").isEmpty)
  }

  @Test("a decimal interpolated with a number formatter shows what the formatter writes")
  func decimalInterpolation() {
    let formatter = NumberFormatter()
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    let host = ViewHost(Text("Total \(Decimal(string: "3.5") ?? 0, formatter: formatter)"))
    #expect(!host.elements(labeled: "Total 3.50").isEmpty)
  }

  @Test("a localization value writes a number by its printf specifier or a format style")
  func localizationSpecifiers() {
    let number = 7
    let id = String(localized: "#\(12)\(number, specifier: "%02d")")
    #expect(id == "#1207")
    let price = String(localized: "Price \(2.5, format: .number.precision(.fractionLength(2)))")
    #expect(price == "Price 2.50")
  }
}
