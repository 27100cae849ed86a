#if !canImport(Darwin)
  import Foundation

  /// What a written number shows, so ICU can round the value the same way and pick the
  /// matching plural ("1 mile", "1.0 miles").
  enum ShownNumber {
    /// The digits after `decimalSeparator` in `text`; zero when there is no separator (whole
    /// or spelled-out numbers).
    static func fractionDigits(in text: String, decimalSeparator: String) -> Int {
      guard !decimalSeparator.isEmpty, let separator = text.range(of: decimalSeparator) else {
        return 0
      }
      return text[separator.upperBound...].prefix { $0.isNumber }.count
    }
  }
#endif
