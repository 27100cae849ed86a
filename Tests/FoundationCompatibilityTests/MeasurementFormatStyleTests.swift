import Foundation
import Testing
import WaypointFoundation

@Suite struct MeasurementFormatStyleTests {
  private let english = Locale(identifier: "en_US")

  @Test("As provided, each width names the measurement's own unit")
  func asProvidedWidths() {
    let kilometers = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(
      kilometers.formatted(.measurement(width: .wide, usage: .asProvided).locale(english))
        == "5 kilometers")
    #expect(
      kilometers.formatted(
        .measurement(width: .abbreviated, usage: .asProvided)
          .locale(english)) == "5 km")
    #expect(
      kilometers.formatted(.measurement(width: .narrow, usage: .asProvided).locale(english))
        == "5km")
    let temperature = Measurement(value: 36.8, unit: UnitTemperature.celsius)
    #expect(
      temperature.formatted(
        .measurement(width: .abbreviated, usage: .asProvided)
          .locale(english)) == "36.8°C")
  }

  @Test("The general usage converts to the region's unit with up to six fraction digits")
  func generalUsage() {
    let fahrenheit = Measurement(value: 100, unit: UnitTemperature.fahrenheit)
    let style = Measurement<UnitTemperature>.FormatStyle(
      width: .abbreviated, locale: Locale(identifier: "en_GB"))
    #expect(style.format(fahrenheit) == "37.777778°C")
    let celsius = Measurement(value: 20, unit: UnitTemperature.celsius)
    #expect(
      celsius.formatted(.measurement(width: .wide).locale(english))
        == "68 degrees Fahrenheit")
  }

  @Test("Dimensions without a regional preference keep their unit under the general usage")
  func generalUsageKeepsDurations() {
    let hours = Measurement(value: 1.5, unit: UnitDuration.hours)
    #expect(hours.formatted(.measurement(width: .abbreviated).locale(english)) == "1.5 hr")
  }

  @Test("Specific usages pick the units a region uses for them")
  func specificUsages() {
    let height = Measurement(value: 1.8, unit: UnitLength.meters)
    let written = height.formatted(
      .measurement(
        width: .abbreviated, usage: .personHeight,
        numberFormatStyle: .number.precision(.fractionLength(0))
      ).locale(english))
    #expect(written == "5 ft, 11 in")
    #expect(
      height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(english))
        == "5 ft, 10.866142 in")
    let road = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(
      road.formatted(.measurement(width: .wide, usage: .road).locale(Locale(identifier: "de_DE")))
        == "5 Kilometer")
  }

  @Test("A number style writes the number and the plural follows it")
  func numberStyle() {
    let mile = Measurement(value: 1, unit: UnitLength.miles)
    let oneDecimal = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
    #expect(
      mile.formatted(
        .measurement(width: .wide, usage: .asProvided, numberFormatStyle: oneDecimal)
          .locale(english)) == "1.0 miles")
    #expect(
      mile.formatted(.measurement(width: .wide, usage: .asProvided).locale(english))
        == "1 mile")
    let kilometers = Measurement(value: 1234.5, unit: UnitLength.kilometers)
    #expect(
      kilometers.formatted(
        .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number)
          .locale(Locale(identifier: "de_DE"))) == "1.234,5 km")
  }

  @Test("formatted() uses abbreviated names, the general usage and the current locale")
  func defaultFormatted() {
    let gigabytes = Measurement(value: 5, unit: UnitInformationStorage.gigabytes)
    let expected = Measurement<UnitInformationStorage>.FormatStyle(
      width: .abbreviated, locale: .autoupdatingCurrent, usage: .general
    ).format(gigabytes)
    #expect(gigabytes.formatted() == expected)
    #expect(gigabytes.formatted(.measurement(width: .abbreviated).locale(english)) == "5 GB")
  }
}
