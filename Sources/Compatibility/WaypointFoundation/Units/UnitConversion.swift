#if !canImport(Darwin)
  import Foundation

  /// Converts between units of one dimension for formatting.
  enum UnitConversion {
    /// `value` in `source` expressed in `target`. Fuel efficiency is converted here rather than
    /// by Linux Foundation, whose reciprocal converters turn 5 L/100km into 1,176 mpg.
    static func convert(_ value: Double, from source: Dimension, to target: Dimension) -> Double {
      if source.isEqual(target) { return value }
      if let source = source as? UnitFuelEfficiency, let target = target as? UnitFuelEfficiency,
        let litersPer100Kilometers = FuelEfficiency(source)?.litersPer100Kilometers(from: value),
        let converted = FuelEfficiency(target)?.value(
          fromLitersPer100Kilometers: litersPer100Kilometers)
      {
        return converted
      }
      return Measurement(value: value, unit: source).converted(to: target).value
    }

    /// Foundation's three fuel-efficiency units and Apple's constants between them.
    private enum FuelEfficiency {
      case litersPer100Kilometers
      case milesPerGallon
      case milesPerImperialGallon

      init?(_ unit: UnitFuelEfficiency) {
        if unit.isEqual(UnitFuelEfficiency.litersPer100Kilometers) {
          self = .litersPer100Kilometers
        } else if unit.isEqual(UnitFuelEfficiency.milesPerGallon) {
          self = .milesPerGallon
        } else if unit.isEqual(UnitFuelEfficiency.milesPerImperialGallon) {
          self = .milesPerImperialGallon
        } else {
          return nil
        }
      }

      private var reciprocal: Double? {
        switch self {
        case .litersPer100Kilometers: nil
        case .milesPerGallon: 235.215
        case .milesPerImperialGallon: 282.481
        }
      }

      func litersPer100Kilometers(from value: Double) -> Double {
        reciprocal.map { $0 / value } ?? value
      }

      func value(fromLitersPer100Kilometers liters: Double) -> Double {
        reciprocal.map { $0 / liters } ?? liters
      }
    }
  }
#endif
