#if !canImport(Darwin)
  import Foundation

  /// How `MeasurementFormatter` picks the unit a measurement is shown in.
  ///
  /// With no options, dimensions that regions measure differently are converted to the
  /// region's unit from CLDR's preferences (kilometers or miles for lengths, Celsius or
  /// Fahrenheit, km/h or mph…); durations, angles, storage and the like keep their unit.
  /// Natural scale moves along the region's ladder (km, m, cm) to the largest unit that keeps
  /// the number at 1 or more.
  enum MeasurementUnitChoice {
    /// The CLDR usage each converted category is asked for when no option is set.
    private static let defaultUsages: [String: String?] = [
      "length": "large",
      "mass": nil,
      "temperature": nil,
      "speed": nil,
      "volume": nil,
      "area": nil,
      "energy": "person-usage",
      "consumption": "vehicle-fuel",
    ]

    /// The systems a provided unit may belong to, by region.
    private static let systemRegions = ["en_001", "en_US", "en_GB"]

    /// The unit `value` of `descriptor` is shown in under `options` for `locale`.
    static func target(
      for value: Double, in descriptor: UnitDescriptor,
      options: MeasurementFormatter.UnitOptions, locale: Locale
    ) -> UnitDescriptor {
      guard let category = descriptor.category else { return descriptor }
      let region = locale.icuIdentifier
      if options.contains(.providedUnit) {
        guard options.contains(.naturalScale) else { return descriptor }
        let system = systemRegions.lazy
          .map { ICUUnitPreferences.scale(category: category, localeIdentifier: $0) }
          .first { ladder in ladder.contains { $0.identifier == descriptor.identifier } }
        guard let system else { return descriptor }
        return naturalScale(value, from: descriptor, along: system) ?? descriptor
      }
      if options.contains(.naturalScale) {
        let ladder = ICUUnitPreferences.scale(category: category, localeIdentifier: region)
        if let scaled = naturalScale(value, from: descriptor, along: ladder) { return scaled }
      }
      guard let usage = defaultUsages[category] else { return descriptor }
      return ICUUnitPreferences.preferredUnit(
        category: category, usage: usage, localeIdentifier: region) ?? descriptor
    }

    /// The largest unit on `ladder` in which `value` is at least 1 in size (the smallest when
    /// none is); nil for an empty ladder. Zero stays in the ladder's middle unit.
    private static func naturalScale(
      _ value: Double, from descriptor: UnitDescriptor, along ladder: [UnitDescriptor]
    ) -> UnitDescriptor? {
      guard let smallest = ladder.last else { return nil }
      if value == 0 { return ladder[ladder.count / 2] }
      return ladder.first {
        abs(UnitConversion.convert(value, from: descriptor.unit, to: $0.unit)) >= 1
      } ?? smallest
    }
  }
#endif
