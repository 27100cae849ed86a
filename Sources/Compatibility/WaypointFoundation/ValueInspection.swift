#if !canImport(Darwin)
  import Foundation

  /// Reads values handed over as `Any`: unwraps optionals and recognises every numeric type
  /// (Swift's and Foundation's) so formatters and predicates treat them alike.
  enum ValueInspection {
    /// `value` with any levels of `Optional` removed; nil when one of them is empty.
    static func unwrappedOptional(_ value: Any) -> Any? {
      guard let optional = value as? any OptionalValue else { return value }
      return optional.wrappedValue.flatMap(unwrappedOptional)
    }

    /// `value` as an `NSNumber` when it is a number or a Bool of any Swift or Foundation type.
    static func number(from value: Any) -> NSNumber? {
      switch value {
      case let number as NSNumber: number
      case let value as Int: NSNumber(value: value)
      case let value as Double: NSNumber(value: value)
      case let value as Bool: NSNumber(value: value)
      case let value as Int8: NSNumber(value: value)
      case let value as Int16: NSNumber(value: value)
      case let value as Int32: NSNumber(value: value)
      case let value as Int64: NSNumber(value: value)
      case let value as UInt: NSNumber(value: value)
      case let value as UInt8: NSNumber(value: value)
      case let value as UInt16: NSNumber(value: value)
      case let value as UInt32: NSNumber(value: value)
      case let value as UInt64: NSNumber(value: value)
      case let value as Float: NSNumber(value: value)
      case let value as CGFloat: NSNumber(value: Double(value))
      case let value as Decimal: NSDecimalNumber(decimal: value)
      default: nil
      }
    }
  }

  /// An `Optional` of any wrapped type, readable without knowing the type.
  protocol OptionalValue {
    var wrappedValue: Any? { get }
  }

  extension Optional: OptionalValue {
    var wrappedValue: Any? { self.map { $0 as Any } }
  }

  /// A `Measurement` of any unit type, readable without knowing the type.
  protocol MeasurementValue {
    var measuredValue: Double { get }
    var measuredUnit: Unit { get }
  }

  extension Measurement: MeasurementValue {
    var measuredValue: Double { value }
    var measuredUnit: Unit { unit }
  }
#endif
