import Foundation

#if !canImport(Darwin)
  extension String {
    /// A string to localize, with the values interpolated into it: Foundation's type, which
    /// Foundation on Linux lacks. Its key is the literal with `%@` where each value went.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation,
      CustomStringConvertible
    {
      /// The key: the literal text, with `%@` in place of each interpolated value.
      public let key: String
      /// The interpolated values, as text.
      public let arguments: [String]

      /// A value of the plain text `value`.
      public init(_ value: String) {
        key = value.replacingOccurrences(of: "%", with: "%%")
        arguments = []
      }

      /// A value written as a literal.
      public init(stringLiteral value: String) {
        self.init(value)
      }

      /// A value written as a literal with interpolations.
      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
      }

      /// The text with its values put back: what shows when no table has the key.
      public var description: String { Self.format(key, arguments) }

      /// `format` with each `%@` replaced by the next argument and `%%` by `%`.
      static func format(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.first {
          characters = characters.dropFirst()
          guard character == "%", let next = characters.first else {
            result.append(character)
            continue
          }
          characters = characters.dropFirst()
          switch next {
          case "@": result += remaining.popFirst() ?? ""
          case "%": result.append("%")
          default: result += "%\(next)"
          }
        }
        return result
      }

      /// Collects the literal and the values of an interpolated localization value.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [String] = []

        /// Makes room for the literal and the values.
        public init(literalCapacity: Int, interpolationCount: Int) {
          key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
          key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends a value, shown as its description.
        public mutating func appendInterpolation<T>(_ value: T) {
          key += "%@"
          arguments.append(String(describing: value))
        }

        /// Appends a number written with a `printf` format: `"\(count, specifier: "%02d")"`.
        /// Its place in the key is `%@`, as for every value.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(
          _ value: T, specifier: String
        ) {
          key += "%@"
          arguments.append(String(format: specifier, value._arg))
        }

        /// Appends a value written by a format style: `"\(price, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
          key += "%@"
          arguments.append(format.format(value))
        }
      }
    }

    /// The text for `keyAndValue` in the app's string tables, or its own text when no table has
    /// it (Foundation's initializer, which Foundation on Linux lacks).
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      let format = (bundle ?? .main).localizedString(
        forKey: keyAndValue.key, value: keyAndValue.key, table: table)
      self = LocalizationValue.format(format, keyAndValue.arguments)
    }

    /// The text for `key` in the app's string tables, or `defaultValue` when no table has it.
    public init(
      localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      let format = (bundle ?? .main).localizedString(
        forKey: "\(key)", value: defaultValue.key, table: table)
      self = LocalizationValue.format(format, defaultValue.arguments)
    }

    /// The text a localized string resource stands for.
    public init(localized resource: LocalizedStringResource) {
      let bundle = resource.bundle.bundle
      let format = bundle.localizedString(
        forKey: resource.key, value: resource.defaultValue.key, table: resource.table)
      self = LocalizationValue.format(format, resource.defaultValue.arguments)
    }
  }

  /// A reference to a localizable string — its key, default text, table and bundle — resolved
  /// when shown: Foundation's type, which Foundation on Linux lacks.
  public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// Where a resource's string tables are.
    public enum BundleDescription: Sendable, Hashable {
      /// The app's main bundle.
      case main
      /// The bundle at a URL.
      case atURL(URL)

      var bundle: Bundle {
        switch self {
        case .main: .main
        case .atURL(let url): Bundle(url: url) ?? .main
        }
      }
    }

    /// The key the string tables know it by.
    public var key: String
    /// The text shown when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table to look in (`Localizable` when nil).
    public var table: String?
    /// The locale to show it in.
    public var locale: Locale
    /// Where its string tables are.
    public var bundle: BundleDescription

    /// A resource whose key and default text are the same.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      key = keyAndValue.key
      defaultValue = keyAndValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource with a key and a default text of its own.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.key = "\(key)"
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource written as a literal.
    public init(stringLiteral value: String) {
      self.init(String.LocalizationValue(value))
    }

    /// A resource written as a literal with interpolations.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text it stands for now.
    public var description: String { String(localized: self) }
  }
#endif
