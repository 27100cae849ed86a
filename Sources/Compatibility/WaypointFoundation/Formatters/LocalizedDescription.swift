#if !canImport(Darwin)
  import Foundation

  /// How a formatter that was given no item formatter writes an arbitrary value: strings as they
  /// are, numbers with the locale's decimal conventions, anything else by its description.
  enum LocalizedDescription {
    static func of(_ item: Any, locale: Locale) -> String {
      if let string = item as? String { return string }
      if let string = item as? NSString { return string.description }
      if let number = ValueInspection.number(from: item), !(item is Bool) {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.maximumFractionDigits = 15
        return formatter.string(from: number) ?? number.description
      }
      return String(describing: item)
    }
  }
#endif
