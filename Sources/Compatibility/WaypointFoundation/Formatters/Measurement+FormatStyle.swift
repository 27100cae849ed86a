#if !canImport(Darwin)
  import Foundation

  extension Measurement where UnitType: Dimension {
    /// Formats measurements with CLDR's unit names through ICU, converting to the region's
    /// unit for the style's usage; Linux Foundation has no such style.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
      /// How long unit names are.
      public struct UnitWidth: Codable, Hashable, Sendable {
        let width: String

        /// Whole unit names: "5 kilometers".
        public static var wide: Self { Self(width: "wide") }
        /// Abbreviated names: "5 km".
        public static var abbreviated: Self { Self(width: "abbreviated") }
        /// The shortest forms, often without a space: "5km".
        public static var narrow: Self { Self(width: "narrow") }

        var icuWidth: ICUUnitFormat.Width {
          switch width {
          case "wide": .wide
          case "narrow": .narrow
          default: .short
          }
        }
      }

      /// How long unit names are.
      public var width: UnitWidth
      /// The language and region of the text and, for the general usage, of the unit.
      public var locale: Locale
      /// What is measured; nil or `.asProvided` keeps the measurement's unit.
      public var usage: MeasurementFormatUnitUsage<UnitType>?
      /// Writes the number (the last one, for mixed units such as feet and inches); nil shows up
      /// to six fraction digits.
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      /// A style with the given width, locale, usage and number style.
      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
      }

      /// `measurement` as text, in the unit the usage chooses.
      public func format(_ measurement: Measurement<UnitType>) -> String {
        let value = measurement.value
        guard let descriptor = UnitCatalog.descriptor(for: measurement.unit) else {
          return "\(numberText(value)) \(measurement.unit.symbol)"
        }
        let cldrUsage = usage?.cldrUsage
        let plain = ICUUnitFormat.maximumFractionDigits(6)
        guard let numberFormatStyle,
          let probe = ICUUnitFormat.format(
            value, stem: descriptor.skeleton, width: width.icuWidth, usage: cldrUsage,
            precision: "precision-unlimited", locale: locale),
          probe.numberRange != nil
        else {
          return ICUUnitFormat.format(
            value, stem: descriptor.skeleton, width: width.icuWidth, usage: cldrUsage,
            precision: plain, locale: locale)?.text
            ?? "\(numberText(value)) \(measurement.unit.symbol)"
        }
        let text = numberFormatStyle.locale(locale).format(probe.value ?? value)
        let fractionDigits = ShownNumber.fractionDigits(
          in: text, decimalSeparator: locale.decimalSeparator ?? ".")
        let output = ICUUnitFormat.format(
          value, stem: descriptor.skeleton, width: width.icuWidth, usage: cldrUsage,
          precision: ICUUnitFormat.exactFractionDigits(fractionDigits), locale: locale)
        return output?.replacingNumber(with: text) ?? probe.replacingNumber(with: text)
      }

      /// This style in another locale.
      public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.locale = locale
        return copy
      }

      private func numberText(_ value: Double) -> String {
        (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale).format(value)
      }
    }

    /// The measurement with abbreviated unit names in the current locale's units.
    public func formatted() -> String {
      FormatStyle(width: .abbreviated).format(self)
    }
  }

  extension Measurement {
    /// The measurement as `style` writes it.
    public func formatted<Style: Foundation.FormatStyle>(
      _ style: Style
    ) -> Style.FormatOutput where Style.FormatInput == Measurement<UnitType> {
      style.format(self)
    }
  }

  extension FormatStyle {
    /// A measurement style of the given width, usage and number style.
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(
        width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }
#endif
