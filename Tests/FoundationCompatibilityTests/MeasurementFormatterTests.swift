import Foundation
import Testing
import WaypointFoundation

@Suite struct MeasurementFormatterTests {
  private func formatter(
    _ identifier: String = "en_US", options: MeasurementFormatter.UnitOptions = [],
    style: Formatter.UnitStyle = .medium
  ) -> MeasurementFormatter {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: identifier)
    formatter.unitOptions = options
    formatter.unitStyle = style
    return formatter
  }

  @Test("The provided unit is written at each width")
  func providedUnitWidths() {
    let kilometers = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(formatter(options: .providedUnit).string(from: kilometers) == "5 km")
    #expect(
      formatter(options: .providedUnit, style: .long).string(from: kilometers)
        == "5 kilometers")
    #expect(formatter(options: .providedUnit, style: .short).string(from: kilometers) == "5km")
    let gravity = Measurement(value: 9.8, unit: UnitAcceleration.gravity)
    #expect(formatter(style: .short).string(from: gravity) == "9.8Gs")
    #expect(formatter(style: .medium).string(from: gravity) == "9.8 G")
    #expect(formatter(style: .long).string(from: gravity) == "9.8 g-force")
  }

  @Test("Without options a length is written in the region's long-distance unit")
  func regionLengths() {
    #expect(
      formatter().string(from: Measurement(value: 5, unit: UnitLength.kilometers))
        == "3.107 mi")
    #expect(
      formatter().string(from: Measurement(value: 1500, unit: UnitLength.meters))
        == "0.932 mi")
    #expect(
      formatter("ja_JP").string(from: Measurement(value: 1500, unit: UnitLength.meters))
        == "1.5 km")
    #expect(formatter().string(from: Measurement(value: 3, unit: UnitLength.miles)) == "3 mi")
  }

  @Test("Without options a temperature is written in the region's scale")
  func regionTemperatures() {
    let kelvin = Measurement(value: 293, unit: UnitTemperature.kelvin)
    #expect(formatter().string(from: kelvin) == "67.73°F")
    #expect(formatter("en_GB").string(from: kelvin) == "19.85°C")
    #expect(
      formatter().string(from: Measurement(value: 72, unit: UnitTemperature.fahrenheit))
        == "72°F")
    #expect(
      formatter(style: .long).string(from: Measurement(value: 22, unit: UnitTemperature.celsius))
        == "71.6 degrees Fahrenheit")
  }

  @Test("Temperatures without unit keep only the degree sign")
  func temperatureWithoutUnit() {
    let fahrenheit = Measurement(value: 72, unit: UnitTemperature.fahrenheit)
    #expect(formatter(options: .temperatureWithoutUnit).string(from: fahrenheit) == "72°")
    let celsius = Measurement(value: 20, unit: UnitTemperature.celsius)
    #expect(formatter("de_DE", options: .temperatureWithoutUnit).string(from: celsius) == "20°")
  }

  @Test("Durations, storage, angles and frequencies keep their unit")
  func unconvertedDimensions() {
    let formatter = formatter()
    #expect(formatter.string(from: Measurement(value: 1.5, unit: UnitDuration.hours)) == "1.5 hr")
    #expect(
      formatter.string(from: Measurement(value: 5, unit: UnitInformationStorage.gigabytes))
        == "5 GB")
    #expect(
      formatter.string(from: Measurement(value: 2.4, unit: UnitFrequency.gigahertz))
        == "2.4 GHz")
    #expect(
      formatter.string(from: Measurement(value: 1013, unit: UnitPressure.hectopascals))
        == "1,013 hPa")
  }

  @Test("Speed, volume, mass and fuel efficiency follow the region")
  func regionalDimensions() {
    #expect(
      formatter("en_GB").string(from: Measurement(value: 100, unit: UnitSpeed.kilometersPerHour))
        == "62.137 mph")
    #expect(
      formatter("fr_FR").string(from: Measurement(value: 100, unit: UnitSpeed.kilometersPerHour))
        == "100\u{202F}km/h")
    #expect(formatter().string(from: Measurement(value: 1, unit: UnitMass.kilograms)) == "2.205 lb")
    #expect(
      formatter().string(from: Measurement(value: 10, unit: UnitVolume.liters)) == "2.642 gal")
    #expect(
      formatter().string(
        from: Measurement(value: 5, unit: UnitFuelEfficiency.litersPer100Kilometers))
        == "47.043 mpg")
  }

  @Test("Natural scale picks the largest unit that keeps the number at one or more")
  func naturalScale() {
    let metric = formatter("fr_FR", options: .naturalScale, style: .long)
    #expect(
      metric.string(from: Measurement(value: 12_000, unit: UnitLength.meters))
        == "12\u{A0}kilomètres")
    #expect(
      formatter("fr_FR", options: .naturalScale).string(
        from: Measurement(value: 15, unit: UnitLength.meters)) == "15\u{202F}m")
    #expect(
      formatter(options: .naturalScale).string(
        from: Measurement(value: 15, unit: UnitLength.meters)) == "49.213 ft")
    #expect(
      formatter(options: [.providedUnit, .naturalScale]).string(
        from: Measurement(value: 2500, unit: UnitMass.grams)) == "2.5 kg")
  }

  @Test("The plural form follows the number as written")
  func pluralFollowsNumber() {
    let formatter = formatter(options: .providedUnit, style: .long)
    #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.miles)) == "1 mile")
    formatter.numberFormatter.minimumFractionDigits = 2
    #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.miles)) == "1.00 miles")
  }

  @Test("Other locales use their own unit names and number style")
  func otherLocales() {
    let kilometers = Measurement(value: 5.5, unit: UnitLength.kilometers)
    #expect(formatter("de_DE").string(from: kilometers) == "5,5 km")
    #expect(formatter("fr_FR", style: .long).string(from: kilometers) == "5,5\u{A0}kilomètres")
    #expect(
      formatter("es_ES", style: .long).string(
        from: Measurement(value: 2, unit: UnitDuration.hours)) == "2 horas")
  }

  @Test("A unit alone is written by name at the formatter's width")
  func unitNames() {
    #expect(formatter(style: .long).string(from: UnitLength.kilometers) == "kilometers")
    #expect(formatter().string(from: UnitLength.kilometers) == "km")
    #expect(formatter().string(from: UnitTemperature.fahrenheit) == "°F")
    #expect(formatter().string(from: UnitAngle.gradians) == UnitAngle.gradians.symbol)
  }

  @Test("string(for:) takes measurements, NSMeasurement and units, and nil otherwise")
  func stringForObject() {
    let formatter = formatter(options: .providedUnit)
    #expect(formatter.string(for: Measurement(value: 3, unit: UnitLength.miles)) == "3 mi")
    #expect(
      formatter.string(for: NSMeasurement(doubleValue: 2, unit: UnitMass.kilograms)) == "2 kg")
    #expect(formatter.string(for: UnitLength.meters) == "m")
    #expect(formatter.string(for: "5 km") == nil)
  }

  @Test("A unit ICU cannot name is written with its symbol")
  func customUnit() {
    let smoots = UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7018))
    #expect(
      formatter(options: .providedUnit).string(from: Measurement(value: 364.4, unit: smoots))
        == "364.4 smoot")
  }
}
