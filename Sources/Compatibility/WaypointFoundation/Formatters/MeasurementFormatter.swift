#if !canImport(Darwin)
  import Foundation

  /// Writes measurements and unit names for a locale ("5 km", "3.107 mi", "72°F",
  /// "1.5 hours"), with CLDR's unit names through ICU and, unless told otherwise, the units
  /// the locale's region prefers.
  open class MeasurementFormatter: Formatter {
    /// Choices that override the locale's preferred units.
    public struct UnitOptions: OptionSet, Sendable {
      /// The option bits.
      public let rawValue: UInt

      /// Options from their bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Keep the measurement's own unit instead of the region's.
      public static let providedUnit = UnitOptions(rawValue: 1 << 0)
      /// Move to the unit of the same system that keeps the number readable (12,000 m is
      /// "12 km").
      public static let naturalScale = UnitOptions(rawValue: 1 << 1)
      /// Write temperatures with a bare degree sign ("72°"), after any conversion.
      public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Which units are used; empty (the region's units) unless set.
    open var unitOptions: UnitOptions = []

    /// How long unit names are: `.short` "5km", `.medium` "5 km", `.long` "5 kilometers".
    open var unitStyle: Formatter.UnitStyle = .medium

    private var storedLocale: Locale = .autoupdatingCurrent
    private var storedNumberFormatter: NumberFormatter

    /// The language and region; setting it also sets the number formatter's locale, and
    /// setting nil restores the current locale.
    open var locale: Locale! {
      get { storedLocale }
      set {
        storedLocale = newValue ?? .autoupdatingCurrent
        storedNumberFormatter.locale = storedLocale
      }
    }

    /// Writes the number part; a decimal formatter (at most three fraction digits) unless
    /// set, and setting nil restores that default.
    open var numberFormatter: NumberFormatter! {
      get { storedNumberFormatter }
      set { storedNumberFormatter = newValue ?? Self.decimalFormatter(storedLocale) }
    }

    /// Creates a formatter with medium unit names in the current locale's units.
    public override init() {
      storedNumberFormatter = Self.decimalFormatter(.autoupdatingCurrent)
      super.init()
    }

    /// Creates a formatter from an archive with the default settings, since Linux Foundation's
    /// coders do not carry this formatter's properties.
    public required init?(coder: NSCoder) {
      storedNumberFormatter = Self.decimalFormatter(.autoupdatingCurrent)
      super.init(coder: coder)
    }

    /// `measurement` written in the unit its options choose, converting as needed.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
      text(measurement.value, measurement.unit)
    }

    /// The unit's name alone at the formatter's width ("kilometers", "km", "°F"); its symbol
    /// when CLDR has no name for it.
    open func string(from unit: Unit) -> String {
      guard let descriptor = UnitCatalog.descriptor(for: unit),
        let name = ICUUnitFormat.unitName(
          stem: descriptor.skeleton, width: unitStyle.icuWidth, locale: storedLocale)
      else { return unit.symbol }
      return name
    }

    /// Measurements (Swift or `NSMeasurement`) and units are written; anything else is nil.
    open override func string(for obj: Any) -> String? {
      switch ValueInspection.unwrappedOptional(obj) {
      case let measurement as NSMeasurement: text(measurement.doubleValue, measurement.unit)
      case let measurement as any MeasurementValue:
        text(measurement.measuredValue, measurement.measuredUnit)
      case let unit as Unit: string(from: unit)
      default: nil
      }
    }

    /// A formatter with the same settings and a copy of the number formatter.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = MeasurementFormatter()
      copy.unitOptions = unitOptions
      copy.unitStyle = unitStyle
      copy.storedLocale = storedLocale
      if let numbers = storedNumberFormatter.copy() as? NumberFormatter {
        copy.storedNumberFormatter = numbers
      }
      return copy
    }

    private func text(_ value: Double, _ unit: Unit) -> String {
      guard let descriptor = UnitCatalog.descriptor(for: unit) else {
        return "\(number(value)) \(unit.symbol)"
      }
      let target = MeasurementUnitChoice.target(
        for: value, in: descriptor, options: unitOptions, locale: storedLocale)
      let converted = UnitConversion.convert(value, from: descriptor.unit, to: target.unit)
      let stem =
        unitOptions.contains(.temperatureWithoutUnit) && target.unit is UnitTemperature
        ? UnitCatalog.genericTemperature : target.skeleton
      let numberText = number(converted)
      let fractionDigits = ShownNumber.fractionDigits(
        in: numberText, decimalSeparator: storedNumberFormatter.decimalSeparator)
      guard
        let output = ICUUnitFormat.format(
          converted, stem: stem, width: unitStyle.icuWidth,
          precision: ICUUnitFormat.exactFractionDigits(fractionDigits), locale: storedLocale)
      else { return "\(numberText) \(target.unit.symbol)" }
      return output.replacingNumber(with: numberText)
    }

    private func number(_ value: Double) -> String {
      storedNumberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    private static func decimalFormatter(_ locale: Locale) -> NumberFormatter {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      formatter.locale = locale
      return formatter
    }
  }

  extension Formatter.UnitStyle {
    var icuWidth: ICUUnitFormat.Width {
      switch self {
      case .short: .narrow
      case .medium: .short
      case .long: .wide
      }
    }
  }
#endif
