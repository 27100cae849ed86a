#if !canImport(Darwin)
  import Foundation

  extension PredicateValue {
    /// Equality as `==` tests it: numbers by value (1 == 1.0), strings under `options`, dates
    /// by instant, collections element by element, other values by `==` when they are
    /// Hashable, `isEqual` for NSObjects, identity for other classes.
    static func equal(_ left: Any?, _ right: Any?, options: String.CompareOptions) -> Bool {
      switch (PredicateValue(left), PredicateValue(right)) {
      case (.null, .null): return true
      case (.number(let left), .number(let right)): return left.compare(right) == .orderedSame
      case (.string(let left), .string(let right)):
        return options.isEmpty
          ? left == right : left.compare(right, options: options) == .orderedSame
      case (.date(let left), .date(let right)): return left == right
      case (.collection(let left), .collection(let right)):
        return left.count == right.count
          && zip(left, right).allSatisfy { equal($0, $1, options: options) }
      case (.object(let left), .object(let right)): return sameObject(left, right)
      default: return false
      }
    }

    /// The order of two values for `<`, `<=`, `>`, `>=` and BETWEEN; nil when they are not
    /// two numbers, two strings or two dates (Apple raises an exception there).
    static func order(
      _ left: Any?, _ right: Any?, options: String.CompareOptions
    ) -> ComparisonResult? {
      switch (PredicateValue(left), PredicateValue(right)) {
      case (.number(let left), .number(let right)): return left.compare(right)
      case (.string(let left), .string(let right)): return left.compare(right, options: options)
      case (.date(let left), .date(let right)): return left.compare(right)
      default: return nil
      }
    }

    private static func sameObject(_ left: Any, _ right: Any) -> Bool {
      if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
      if let left = left as? NSObject, let right = right as? NSObject { return left.isEqual(right) }
      if Mirror(reflecting: left).displayStyle == .class,
        Mirror(reflecting: right).displayStyle == .class
      {
        return (left as AnyObject) === (right as AnyObject)
      }
      return false
    }
  }
#endif
