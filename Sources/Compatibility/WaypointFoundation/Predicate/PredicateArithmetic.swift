#if !canImport(Darwin)
  import Foundation

  /// Arithmetic inside predicate expressions (`age + 1 > 30`), on numbers only.
  enum PredicateArithmetic {
    /// `left operation right`; nil unless both are numbers.
    static func apply(_ operation: String, _ left: Any?, _ right: Any?) -> NSNumber? {
      guard case .number(let left) = PredicateValue(left),
        case .number(let right) = PredicateValue(right)
      else { return nil }
      if isInteger(left), isInteger(right) {
        let (a, b) = (left.int64Value, right.int64Value)
        let result: (Int64, Bool)? =
          switch operation {
          case "+": a.addingReportingOverflow(b)
          case "-": a.subtractingReportingOverflow(b)
          case "*": a.multipliedReportingOverflow(by: b)
          default: nil
          }
        if let (value, overflow) = result, !overflow { return NSNumber(value: value) }
      }
      let (a, b) = (left.doubleValue, right.doubleValue)
      switch operation {
      case "+": return NSNumber(value: a + b)
      case "-": return NSNumber(value: a - b)
      case "*": return NSNumber(value: a * b)
      case "/": return NSNumber(value: a / b)
      case "**": return NSNumber(value: pow(a, b))
      default: return nil
      }
    }

    /// `-number`, keeping whole numbers whole.
    static func negate(_ number: NSNumber) -> NSNumber {
      isInteger(number) && number.int64Value != .min
        ? NSNumber(value: -number.int64Value) : NSNumber(value: -number.doubleValue)
    }

    /// Whether `number` holds a whole-number type (its Objective-C type code says so).
    static func isInteger(_ number: NSNumber) -> Bool {
      let code = String(cString: number.objCType)
      return code.count == 1 && "cCsSiIlLqQB".contains(code)
    }
  }
#endif
