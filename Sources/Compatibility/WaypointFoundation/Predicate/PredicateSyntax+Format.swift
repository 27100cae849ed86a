#if !canImport(Darwin)
  import Foundation

  extension PredicateNode {
    /// The predicate written back in the format syntax, normalised as Apple's
    /// `predicateFormat` is (`==`, double-quoted strings, `AND`/`OR`/`NOT`, parentheses
    /// around nested compounds).
    var format: String {
      switch self {
      case .constant(let value): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
      case .and(let parts): parts.map(\.operand).joined(separator: " AND ")
      case .or(let parts): parts.map(\.operand).joined(separator: " OR ")
      case .not(let part): "NOT " + part.operand
      case .comparison(let comparison): comparison.format
      }
    }

    private var operand: String {
      switch self {
      case .and, .or: "(\(format))"
      default: format
      }
    }
  }

  extension PredicateComparison {
    var format: String {
      var flags = ""
      if options.contains(.caseInsensitive) { flags += "c" }
      if options.contains(.diacriticInsensitive) { flags += "d" }
      let quantifier: String =
        switch self.quantifier {
        case .direct: ""
        case .any: "ANY "
        case .all: "ALL "
        case .none: "NONE "
        }
      let symbol = comparison.rawValue + (flags.isEmpty ? "" : "[\(flags)]")
      return "\(quantifier)\(left.format) \(symbol) \(right.format)"
    }
  }

  extension PredicateExpression {
    var format: String {
      switch self {
      case .constant(let constant): constant.format
      case .evaluatedObject: "SELF"
      case .keyPath(let base, let steps):
        ((base.map { [$0.format] } ?? []) + steps.map(\.format)).joined(separator: ".")
      case .variable(let name): "$" + name
      case .aggregate(let elements): "{" + elements.map(\.format).joined(separator: ", ") + "}"
      case .subscripted(let base, let index): "\(base.format)[\(index.format)]"
      case .arithmetic(let left, let operation, let right):
        "\(left.format) \(operation) \(right.format)"
      case .negated(let operand): "-" + operand.format
      }
    }
  }

  extension KeyPathStep {
    private static let reserved: Set<String> = [
      "AND", "OR", "NOT", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES",
      "BETWEEN", "ANY", "SOME", "ALL", "NONE", "TRUEPREDICATE", "FALSEPREDICATE", "TRUE",
      "FALSE", "YES", "NO", "NULL", "NIL", "SELF", "FIRST", "LAST", "SIZE", "SUBQUERY",
    ]

    var format: String {
      switch self {
      case .key(let key): Self.reserved.contains(key.uppercased()) ? "#" + key : key
      case .collectionOperator(let name): "@" + name
      }
    }
  }

  extension PredicateIndex {
    var format: String {
      switch self {
      case .first: "FIRST"
      case .last: "LAST"
      case .size: "SIZE"
      case .expression(let expression): expression.format
      }
    }
  }

  extension PredicateConstant {
    /// The constant as a literal: strings quoted, numbers and Booleans as numbers, dates as
    /// Apple writes them (`CAST(seconds since 2001, "NSDate")`), collections in braces.
    var format: String {
      Self.literal(value)
    }

    private static func literal(_ raw: Any?) -> String {
      switch PredicateValue(raw) {
      case .null:
        return "nil"
      case .number(let number):
        return number.description
      case .string(let text):
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
      case .date(let date):
        return "CAST(\(String(format: "%.6f", date.timeIntervalSinceReferenceDate)), \"NSDate\")"
      case .collection(let elements):
        return "{" + elements.map(literal).joined(separator: ", ") + "}"
      case .object(let object):
        return String(describing: object)
      }
    }
  }
#endif
