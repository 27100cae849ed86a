#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  /// One opened ICU relative-date formatter: CLDR's "in 2 hours", "yesterday", "3 hr. ago".
  final class ICURelativeDateFormat {
    /// What the ICU formatter was opened with; a formatter is reopened when this changes.
    struct Configuration: Hashable {
      var localeIdentifier: String
      var width: Width
      var spellsOutNumbers: Bool
      var capitalization: Formatter.Context
    }

    /// CLDR's three widths of unit names.
    enum Width: Hashable {
      case long, short, narrow
    }

    /// The calendar units ICU names; weeks are Foundation's `weekOfMonth`.
    enum Unit {
      case year, month, week, day, hour, minute, second
    }

    let configuration: Configuration
    private let formatter: OpaquePointer

    init?(_ configuration: Configuration) {
      var status = U_ZERO_ERROR
      var numberFormat: UnsafeMutablePointer<UNumberFormat?>?
      if configuration.spellsOutNumbers {
        numberFormat = swift_unum_open(
          UNUM_SPELLOUT, nil, 0, configuration.localeIdentifier, nil, &status)
        if !status.succeeded {
          numberFormat = nil
          status = U_ZERO_ERROR
        }
      }
      let style: UDateRelativeDateTimeFormatterStyle =
        switch configuration.width {
        case .long: UDAT_STYLE_LONG
        case .short: UDAT_STYLE_SHORT
        case .narrow: UDAT_STYLE_NARROW
        }
      guard
        let opened = swift_ureldatefmt_open(
          configuration.localeIdentifier, numberFormat, style,
          configuration.capitalization.icuCapitalization, &status),
        status.succeeded
      else { return nil }
      self.configuration = configuration
      formatter = opened
    }

    deinit {
      swift_ureldatefmt_close(formatter)
    }

    /// `value` units from now: named forms ("yesterday", "next week", "now") when `named` and
    /// CLDR has one, else the numeric form ("in 1 day").
    func format(_ value: Int, _ unit: Unit, named: Bool) -> String? {
      let icuUnit: URelativeDateTimeUnit =
        switch unit {
        case .year: UDAT_REL_UNIT_YEAR
        case .month: UDAT_REL_UNIT_MONTH
        case .week: UDAT_REL_UNIT_WEEK
        case .day: UDAT_REL_UNIT_DAY
        case .hour: UDAT_REL_UNIT_HOUR
        case .minute: UDAT_REL_UNIT_MINUTE
        case .second: UDAT_REL_UNIT_SECOND
        }
      return icuString { buffer, capacity, status in
        named
          ? swift_ureldatefmt_format(formatter, Double(value), icuUnit, buffer, capacity, &status)
          : swift_ureldatefmt_formatNumeric(
            formatter, Double(value), icuUnit, buffer, capacity, &status)
      }
    }
  }
#endif
