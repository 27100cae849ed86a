#if !canImport(Darwin)
  import Foundation

  /// The key-path collection operators.
  enum PredicateCollectionOperator {
    /// `@name` applied to `values`; nil (with a diagnostic) for an operator Waypoint does not
    /// know.
    static func apply(_ name: String, to values: [Any?]) -> Any? {
      switch name.lowercased() {
      case "count":
        return NSNumber(value: values.count)
      case "sum":
        return sum(values)
      case "avg":
        guard let total = sum(values) else { return nil }
        return values.isEmpty
          ? NSNumber(value: 0) : NSNumber(value: total.doubleValue / Double(values.count))
      case "min":
        return extreme(values, keeping: .orderedAscending)
      case "max":
        return extreme(values, keeping: .orderedDescending)
      case "distinctunionofobjects":
        var seen: [AnyHashable] = []
        return values.filter { value in
          guard let key = value as? AnyHashable else { return true }
          if seen.contains(key) { return false }
          seen.append(key)
          return true
        }
      case "unionofobjects":
        return values
      default:
        PredicateDiagnostics.report(
          "NSPredicate: the collection operator @\(name) is not supported")
        return nil
      }
    }

    private static func sum(_ values: [Any?]) -> NSNumber? {
      var integerTotal: Int64 = 0
      var doubleTotal = 0.0
      var allIntegers = true
      for value in values {
        guard case .number(let number) = PredicateValue(value) else { continue }
        doubleTotal += number.doubleValue
        if allIntegers, PredicateArithmetic.isInteger(number) {
          let (total, overflow) = integerTotal.addingReportingOverflow(number.int64Value)
          integerTotal = total
          allIntegers = !overflow
        } else {
          allIntegers = false
        }
      }
      return allIntegers ? NSNumber(value: integerTotal) : NSNumber(value: doubleTotal)
    }

    private static func extreme(_ values: [Any?], keeping order: ComparisonResult) -> Any? {
      var best: Any?
      for value in values {
        if case .null = PredicateValue(value) { continue }
        guard let current = best else {
          best = value
          continue
        }
        if PredicateValue.order(value, current, options: []) == order { best = value }
      }
      return best
    }
  }
#endif
