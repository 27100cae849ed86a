#if !canImport(Darwin)
  import Foundation

  /// Evaluates a parsed predicate against one object with its substitution variables.
  struct PredicateEvaluator {
    let object: Any?
    let variables: [String: Any]?
    let patterns: PredicatePatternCache

    /// Whether `node` holds for the object.
    func holds(_ node: PredicateNode) -> Bool {
      switch node {
      case .constant(let value): value
      case .and(let parts): parts.allSatisfy(holds)
      case .or(let parts): parts.contains(where: holds)
      case .not(let part): !holds(part)
      case .comparison(let comparison): holds(comparison)
      }
    }

    private func holds(_ comparison: PredicateComparison) -> Bool {
      let left = value(of: comparison.left)
      let right = value(of: comparison.right)
      let test = { (element: Any?) in
        PredicateOperators.compare(
          element, comparison.comparison, right, options: comparison.options, patterns: patterns)
      }
      guard comparison.quantifier != .direct else { return test(left) }
      let elements =
        left.flatMap(ValueInspection.unwrappedOptional).flatMap(PredicateValue.elements(of:))
        ?? (left.map { [$0] } ?? [])
      switch comparison.quantifier {
      case .any: return elements.contains(where: test)
      case .all: return elements.allSatisfy(test)
      case .none: return !elements.contains(where: test)
      case .direct: return test(left)
      }
    }

    /// The value of `expression` for the object.
    func value(of expression: PredicateExpression) -> Any? {
      switch expression {
      case .constant(let constant):
        return constant.value
      case .evaluatedObject:
        return object
      case .keyPath(let base, let steps):
        let root = base.map { value(of: $0) } ?? object
        return PredicateKeyPathReader.value(at: steps[...], from: root)
      case .variable(let name):
        guard let bound = variables?[name] else {
          PredicateDiagnostics.report(
            "NSPredicate: no value for the substitution variable $\(name); it reads as nil")
          return nil
        }
        return bound
      case .aggregate(let elements):
        return elements.map { value(of: $0) }
      case .subscripted(let base, let index):
        return element(of: value(of: base), at: index)
      case .arithmetic(let left, let operation, let right):
        return PredicateArithmetic.apply(operation, value(of: left), value(of: right))
      case .negated(let operand):
        guard case .number(let number) = PredicateValue(value(of: operand)) else { return nil }
        return PredicateArithmetic.negate(number)
      }
    }

    private func element(of base: Any?, at index: PredicateIndex) -> Any? {
      guard let base = base.flatMap(ValueInspection.unwrappedOptional) else { return nil }
      if case .expression(let key) = index,
        let name = value(of: key).flatMap(PredicateValue.text(from:)),
        let entry = PredicateValue.dictionaryValue(base, key: name)
      {
        return entry
      }
      guard let elements = PredicateValue.elements(of: base) else { return nil }
      switch index {
      case .first: return elements.first ?? nil
      case .last: return elements.last ?? nil
      case .size: return NSNumber(value: elements.count)
      case .expression(let position):
        guard case .number(let number) = PredicateValue(value(of: position)) else { return nil }
        let offset = number.intValue
        return elements.indices.contains(offset) ? elements[offset] : nil
      }
    }
  }
#endif
