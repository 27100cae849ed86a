#if !canImport(Darwin)
  import Foundation
  import Synchronization

  /// The comparison operators applied to two evaluated values.
  enum PredicateOperators {
    /// Whether `left operation right` holds under the string `options`. Comparisons Apple
    /// rejects with an exception (ordering a string against a number) are simply false.
    static func compare(
      _ left: Any?, _ operation: PredicateComparison.Operator, _ right: Any?,
      options: String.CompareOptions, patterns: PredicatePatternCache
    ) -> Bool {
      switch operation {
      case .equal: return PredicateValue.equal(left, right, options: options)
      case .notEqual: return !PredicateValue.equal(left, right, options: options)
      case .less: return PredicateValue.order(left, right, options: options) == .orderedAscending
      case .greater:
        return PredicateValue.order(left, right, options: options) == .orderedDescending
      case .lessOrEqual:
        return [.orderedAscending, .orderedSame].contains(
          PredicateValue.order(left, right, options: options))
      case .greaterOrEqual:
        return [.orderedDescending, .orderedSame].contains(
          PredicateValue.order(left, right, options: options))
      case .in: return contains(right, left, options: options)
      case .contains: return contains(left, right, options: options)
      case .between: return between(left, right, options: options)
      case .beginsWith, .endsWith, .like, .matches:
        guard case .string(let text) = PredicateValue(left),
          case .string(let pattern) = PredicateValue(right)
        else { return false }
        return matchesText(text, operation, pattern, options: options, patterns: patterns)
      }
    }

    private static func contains(
      _ container: Any?, _ element: Any?, options: String.CompareOptions
    ) -> Bool {
      switch PredicateValue(container) {
      case .collection(let elements):
        return elements.contains { PredicateValue.equal($0, element, options: options) }
      case .string(let text):
        guard case .string(let part) = PredicateValue(element) else { return false }
        return text.range(of: part, options: options) != nil
      case .object(let object):
        guard let values = PredicateValue.dictionaryValues(object) else { return false }
        return values.contains { PredicateValue.equal($0, element, options: options) }
      default:
        return false
      }
    }

    private static func between(
      _ value: Any?, _ bounds: Any?, options: String.CompareOptions
    ) -> Bool {
      guard case .collection(let limits) = PredicateValue(bounds), limits.count == 2 else {
        return false
      }
      let lower = PredicateValue.order(value, limits[0], options: options)
      let upper = PredicateValue.order(value, limits[1], options: options)
      return (lower == .orderedDescending || lower == .orderedSame)
        && (upper == .orderedAscending || upper == .orderedSame)
    }

    private static func matchesText(
      _ text: String, _ operation: PredicateComparison.Operator, _ pattern: String,
      options: String.CompareOptions, patterns: PredicatePatternCache
    ) -> Bool {
      switch operation {
      case .beginsWith:
        return text.range(of: pattern, options: options.union(.anchored)) != nil
      case .endsWith:
        return text.range(of: pattern, options: options.union([.anchored, .backwards])) != nil
      default:
        let folded = options.contains(.diacriticInsensitive)
        let subject = folded ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        let source = folded ? pattern.folding(options: .diacriticInsensitive, locale: nil) : pattern
        guard
          let expression = patterns.expression(
            for: source, wildcard: operation == .like,
            caseInsensitive: options.contains(.caseInsensitive))
        else { return false }
        let whole = NSRange(subject.startIndex..<subject.endIndex, in: subject)
        guard let match = expression.firstMatch(in: subject, options: [.anchored], range: whole)
        else { return false }
        return match.range == whole
      }
    }
  }

  /// Compiled LIKE and MATCHES patterns of one predicate, so filtering many objects compiles
  /// each pattern once.
  final class PredicatePatternCache: Sendable {
    private let compiled = Mutex<[String: NSRegularExpression?]>([:])

    /// The regular expression for `pattern` (a LIKE wildcard pattern when `wildcard`); nil,
    /// with a diagnostic, when it is not a valid ICU regular expression.
    func expression(
      for pattern: String, wildcard: Bool, caseInsensitive: Bool
    ) -> NSRegularExpression? {
      let key = "\(wildcard ? "L" : "M")\(caseInsensitive ? "c" : "-")\(pattern)"
      if let cached = compiled.withLock({ $0[key] }) { return cached }
      let source = wildcard ? Self.regularExpression(fromWildcard: pattern) : pattern
      var options: NSRegularExpression.Options = wildcard ? [.dotMatchesLineSeparators] : []
      if caseInsensitive { options.insert(.caseInsensitive) }
      let expression = try? NSRegularExpression(pattern: source, options: options)
      if expression == nil {
        PredicateDiagnostics.report(
          "NSPredicate: MATCHES pattern \"\(pattern)\" is not a valid regular expression; "
            + "the comparison is false")
      }
      compiled.withLock { cache in
        if cache.count >= 256 { cache.removeAll() }
        cache[key] = expression
      }
      return expression
    }

    /// LIKE's `*` (any run) and `?` (any one character) as a regular expression; a backslash
    /// makes the next character literal.
    private static func regularExpression(fromWildcard pattern: String) -> String {
      var source = ""
      var escaping = false
      for character in pattern {
        if escaping {
          source += NSRegularExpression.escapedPattern(for: String(character))
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "*" {
          source += ".*"
        } else if character == "?" {
          source += "."
        } else {
          source += NSRegularExpression.escapedPattern(for: String(character))
        }
      }
      return source
    }
  }
#endif
