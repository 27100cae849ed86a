#if !canImport(Darwin)
  import Foundation
  import Synchronization
  internal import _FoundationICU

  /// The units a region prefers, from CLDR's unit preference data as Apple's ICU exposes it
  /// (the table Apple's measurement formatter reads).
  enum ICUUnitPreferences {
    /// The unit `locale`'s region uses for `category` ("length", "mass"…) under `usage`
    /// (nil for the general unit, "large"/"small" for the neighbouring scales, or a CLDR usage
    /// such as "person-usage"); nil when CLDR has no preference or the unit is not catalogued.
    static func preferredUnit(
      category: String, usage: String?, localeIdentifier: String
    ) -> UnitDescriptor? {
      let key = "\(localeIdentifier)|\(category)|\(usage ?? "")"
      if let known = answers.withLock({ $0[key] }) { return known }
      let answer = lookUp(category: category, usage: usage, localeIdentifier: localeIdentifier)
      answers.withLock { cache in
        if cache.count >= 512 { cache.removeAll() }
        cache[key] = .some(answer)
      }
      return answer
    }

    /// Answers already looked up; ICU reloads its preference tables on every question.
    private static let answers = Mutex<[String: UnitDescriptor?]>([:])

    private static func lookUp(
      category: String, usage: String?, localeIdentifier: String
    ) -> UnitDescriptor? {
      var units = [UAMeasureUnit](repeating: UAMeasureUnit(rawValue: 0), count: 4)
      var status = U_ZERO_ERROR
      let count: Int32 =
        if let usage {
          uameasfmt_getUnitsForUsage(localeIdentifier, category, usage, &units, 4, &status)
        } else {
          uameasfmt_getUnitsForUsage(localeIdentifier, category, nil, &units, 4, &status)
        }
      guard status.succeeded, count >= 1 else { return nil }
      return UnitCatalog.descriptor(forPreference: units[0])
    }

    /// The region's scale of units for `category`, largest first (kilometer, meter, centimeter;
    /// mile, foot, inch), without repeats.
    static func scale(category: String, localeIdentifier: String) -> [UnitDescriptor] {
      var ladder: [UnitDescriptor] = []
      for usage in ["large", nil, "small"] {
        guard
          let unit = preferredUnit(
            category: category, usage: usage, localeIdentifier: localeIdentifier),
          !ladder.contains(where: { $0.identifier == unit.identifier })
        else { continue }
        ladder.append(unit)
      }
      return ladder
    }
  }
#endif
