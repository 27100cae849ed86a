#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  /// What ICU knows about one of Foundation's units: its CLDR identifier, the preference
  /// category it converts within, and Apple ICU's code for it.
  struct UnitDescriptor: @unchecked Sendable {
    /// The Foundation unit values are converted into before formatting in this unit.
    let unit: Dimension
    /// The CLDR unit identifier, such as `kilometer` or `mile-per-hour`.
    let identifier: String
    /// The CLDR preference category ("length", "mass"…), nil when the unit is never converted.
    let category: String?
    /// Apple ICU's code, which unit preferences are answered in.
    let measureUnit: UAMeasureUnit?

    /// The ICU number skeleton naming this unit.
    var skeleton: String { "unit/" + identifier }
  }

  /// Foundation's units matched to ICU's, so measurements format from CLDR data.
  enum UnitCatalog {
    /// The descriptor for `unit`, matched by dimension type and symbol; nil for a unit ICU has
    /// no name for (such units are written with their symbol).
    static func descriptor(for unit: Unit) -> UnitDescriptor? {
      guard let candidates = byKey[key(unit)] else { return nil }
      return candidates.first { $0.unit.isEqual(unit) } ?? candidates.first
    }

    /// The unit Apple ICU's preference answer `code` stands for.
    static func descriptor(forPreference code: UAMeasureUnit) -> UnitDescriptor? {
      byCode[code.rawValue]
    }

    /// ICU's generic degree ("72°"), used for temperatures shown without their scale.
    static let genericTemperature = "measure-unit/temperature-generic"

    private static func key(_ unit: Unit) -> String {
      "\(ObjectIdentifier(type(of: unit))):\(unit.symbol)"
    }

    private static let categories: [ObjectIdentifier: String] = [
      ObjectIdentifier(UnitLength.self): "length",
      ObjectIdentifier(UnitMass.self): "mass",
      ObjectIdentifier(UnitTemperature.self): "temperature",
      ObjectIdentifier(UnitSpeed.self): "speed",
      ObjectIdentifier(UnitVolume.self): "volume",
      ObjectIdentifier(UnitEnergy.self): "energy",
      ObjectIdentifier(UnitArea.self): "area",
      ObjectIdentifier(UnitPressure.self): "pressure",
      ObjectIdentifier(UnitFuelEfficiency.self): "consumption",
    ]

    private static let descriptors: [UnitDescriptor] = (everydayUnits + technicalUnits).map {
      unit, identifier, code in
      UnitDescriptor(
        unit: unit, identifier: identifier,
        category: categories[ObjectIdentifier(type(of: unit))], measureUnit: code)
    }

    /// Descriptors by dimension and symbol; a symbol can name two units ("mpg" is both the US
    /// and the imperial gallon's), which their converters tell apart.
    private static let byKey: [String: [UnitDescriptor]] = Dictionary(
      grouping: descriptors, by: { key($0.unit) })

    /// Preference answers, plus the food calorie ("Cal"), which Foundation counts as a
    /// kilocalorie but CLDR names apart.
    private static let byCode: [UInt32: UnitDescriptor] = {
      var codes: [UInt32: UnitDescriptor] = [:]
      for descriptor in descriptors {
        if let code = descriptor.measureUnit, codes[code.rawValue] == nil {
          codes[code.rawValue] = descriptor
        }
      }
      codes[UAMEASUNIT_ENERGY_FOODCALORIE.rawValue] = UnitDescriptor(
        unit: UnitEnergy.kilocalories, identifier: "foodcalorie", category: "energy",
        measureUnit: UAMEASUNIT_ENERGY_FOODCALORIE)
      return codes
    }()
  }
#endif
