#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  /// Formats a value with a unit through ICU's number formatter, which carries CLDR's unit
  /// names, plural forms and regional unit preferences.
  enum ICUUnitFormat {
    /// CLDR's unit name widths.
    enum Width: String {
      case wide = "unit-width-full-name"
      case short = "unit-width-short"
      case narrow = "unit-width-narrow"
    }

    /// A formatted measurement and where its number sits in the text.
    struct Output {
      /// The formatted text, such as "3.107 mi" or "5 ft, 11 in".
      var text: String
      /// The number's span in `text`; nil when the text holds several numbers (feet and inches).
      var numberRange: Range<String.Index>?
      /// The number shown, after any conversion and rounding.
      var value: Double?

      /// The text with its number replaced by `number` (already formatted by the caller), so a
      /// caller's number style and ICU's unit wording combine; unchanged without a single number.
      func replacingNumber(with number: String) -> String {
        guard let numberRange else { return text }
        return text.replacingCharacters(in: numberRange, with: number)
      }
    }

    /// `value` in the unit named by `stem` (an ICU skeleton stem such as `unit/kilometer`),
    /// converted for `usage` when given (and left in its unit when CLDR has no preference for
    /// it), rounded as `precision` (a skeleton precision stem) says; nil when ICU cannot
    /// format that unit.
    static func format(
      _ value: Double, stem: String, width: Width, usage: String? = nil,
      precision: String? = nil, locale: Locale
    ) -> Output? {
      if usage != nil,
        let converted = formatOnce(value, stem, width, usage, precision, locale)
      {
        return converted
      }
      return formatOnce(value, stem, width, nil, precision, locale)
    }

    private static func formatOnce(
      _ value: Double, _ stem: String, _ width: Width, _ usage: String?, _ precision: String?,
      _ locale: Locale
    ) -> Output? {
      var skeleton = "\(stem) \(width.rawValue)"
      if let usage { skeleton += " usage/\(usage)" }
      if let precision { skeleton += " \(precision)" }
      guard let formatter = ICUNumberFormatterCache.shared.formatter(skeleton, locale) else {
        return nil
      }
      var status = U_ZERO_ERROR
      guard let result = swift_unumf_openResult(&status), status.succeeded else { return nil }
      defer { swift_unumf_closeResult(result) }
      swift_unumf_formatDouble(formatter.pointer, value, result, &status)
      guard status.succeeded,
        let text = icuString({ buffer, capacity, status in
          swift_unumf_resultToString(result, buffer, capacity, &status)
        })
      else { return nil }
      return Output(
        text: text, numberRange: numberRange(of: result, in: text),
        value: shownValue(of: result))
    }

    /// The unit's name alone at `width` ("kilometers", "km", "°F"), as it reads after a
    /// plural number.
    static func unitName(stem: String, width: Width, locale: Locale) -> String? {
      guard let output = format(2, stem: stem, width: width, locale: locale),
        let range = output.numberRange
      else { return nil }
      var name = output.text
      name.removeSubrange(range)
      return name.trimmingCharacters(in: .whitespaces)
    }

    /// A precision stem showing at most `digits` fraction digits.
    static func maximumFractionDigits(_ digits: Int) -> String {
      digits <= 0 ? "precision-integer" : "." + String(repeating: "#", count: digits)
    }

    /// A precision stem showing exactly `digits` fraction digits.
    static func exactFractionDigits(_ digits: Int) -> String {
      digits <= 0 ? "precision-integer" : "." + String(repeating: "0", count: digits)
    }

    private static let numberFields: Set<Int32> = [
      Int32(UNUM_INTEGER_FIELD.rawValue), Int32(UNUM_FRACTION_FIELD.rawValue),
      Int32(UNUM_DECIMAL_SEPARATOR_FIELD.rawValue), Int32(UNUM_GROUPING_SEPARATOR_FIELD.rawValue),
      Int32(UNUM_SIGN_FIELD.rawValue), Int32(UNUM_EXPONENT_SYMBOL_FIELD.rawValue),
      Int32(UNUM_EXPONENT_SIGN_FIELD.rawValue), Int32(UNUM_EXPONENT_FIELD.rawValue),
    ]

    private static func numberRange(
      of result: OpaquePointer, in text: String
    ) -> Range<String.Index>? {
      var status = U_ZERO_ERROR
      guard let iterator = swift_ufieldpositer_open(&status), status.succeeded else { return nil }
      defer { swift_ufieldpositer_close(iterator) }
      swift_unumf_resultGetAllFieldPositions(result, iterator, &status)
      guard status.succeeded else { return nil }
      var lower = Int32.max
      var upper = Int32.min
      var integerParts = 0
      var begin: Int32 = 0
      var end: Int32 = 0
      while true {
        let field = swift_ufieldpositer_next(iterator, &begin, &end)
        if field < 0 { break }
        guard numberFields.contains(field) else { continue }
        if field == Int32(UNUM_INTEGER_FIELD.rawValue) { integerParts += 1 }
        lower = min(lower, begin)
        upper = max(upper, end)
      }
      guard integerParts == 1, lower < upper else { return nil }
      let utf16 = text.utf16
      guard
        let start = utf16.index(utf16.startIndex, offsetBy: Int(lower), limitedBy: utf16.endIndex),
        let finish = utf16.index(utf16.startIndex, offsetBy: Int(upper), limitedBy: utf16.endIndex)
      else { return nil }
      return start..<finish
    }

    private static func shownValue(of result: OpaquePointer) -> Double? {
      var digits = [CChar](repeating: 0, count: 64)
      var status = U_ZERO_ERROR
      let length = swift_unumf_resultToDecimalNumber(result, &digits, 64, &status)
      guard status.succeeded, length > 0, length < 64 else { return nil }
      return Double(String(decoding: digits.prefix(Int(length)).map(UInt8.init), as: UTF8.self))
    }
  }
#endif
