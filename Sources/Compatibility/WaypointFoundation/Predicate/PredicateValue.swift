#if !canImport(Darwin)
  import Foundation

  /// A value met while evaluating a predicate, sorted into the kinds the format's operators
  /// compare: numbers (Bool counts as 0 or 1), strings, dates, collections, or anything else.
  enum PredicateValue {
    case null
    case number(NSNumber)
    case string(String)
    case date(Date)
    case collection([Any?])
    case object(Any)

    /// `raw` sorted by kind; optionals are unwrapped and enums read through their raw value.
    init(_ raw: Any?) {
      guard let raw = raw.flatMap(ValueInspection.unwrappedOptional), !(raw is NSNull) else {
        self = .null
        return
      }
      if let text = raw as? String {
        self = .string(text)
      } else if let number = ValueInspection.number(from: raw) {
        self = .number(number)
      } else if let text = Self.text(from: raw) {
        self = .string(text)
      } else if let date = raw as? Date {
        self = .date(date)
      } else if let elements = Self.elements(of: raw) {
        self = .collection(elements)
      } else if let enumeration = raw as? any RawRepresentable {
        self = PredicateValue(enumeration.rawValue as Any)
      } else {
        self = .object(raw)
      }
    }

    /// `value` as a string when it is text of any Swift or Foundation type.
    static func text(from value: Any) -> String? {
      switch value {
      case let text as String: text
      case let text as Substring: String(text)
      case let character as Character: String(character)
      case let text as NSString: text.description
      default: nil
      }
    }

    /// The elements of an array, set or ordered set (Swift's or Foundation's); nil for
    /// anything else, including strings, data and dictionaries.
    static func elements(of value: Any) -> [Any?]? {
      switch Mirror(reflecting: value).displayStyle {
      case .collection, .set:
        if let array = value as? [Any] { return array }
        return (value as? any Collection)?.map { $0 as Any? }
      case .class:
        if let array = value as? NSArray { return (0..<array.count).map { array.object(at: $0) } }
        if let set = value as? NSSet { return set.allObjects }
        if let ordered = value as? NSOrderedSet { return ordered.array }
        return nil
      default:
        return nil
      }
    }

    /// The value under `key` when `value` is a dictionary: `.some(nil)` for a missing key,
    /// nil when `value` is not a dictionary at all.
    static func dictionaryValue(_ value: Any, key: String) -> Any?? {
      if let dictionary = value as? [String: Any] { return .some(dictionary[key]) }
      if let dictionary = value as? [AnyHashable: Any] {
        return .some(dictionary[AnyHashable(key)])
      }
      return nil
    }

    /// The values of a dictionary, for IN against a dictionary.
    static func dictionaryValues(_ value: Any) -> [Any?]? {
      if let dictionary = value as? [AnyHashable: Any] { return dictionary.values.map { $0 } }
      return nil
    }
  }
#endif
