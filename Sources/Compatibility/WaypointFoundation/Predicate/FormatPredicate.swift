#if !canImport(Darwin)
  import Foundation

  /// The `NSPredicate` that `NSPredicate(format:)` makes on Linux: the parsed format, or the
  /// reason it could not be parsed, in which case it is false for every object.
  final class FormatPredicate: NSPredicate {
    private let source: String
    private let parsed: PredicateParser.Outcome
    private let patterns = PredicatePatternCache()

    init(format: String, arguments: [Any?]) {
      source = format
      parsed = PredicateParser.parse(format, arguments: arguments)
      super.init(value: false)
      if case .failure(let error) = parsed {
        let shown = format.count > 160 ? format.prefix(160) + "…" : Substring(format)
        PredicateDiagnostics.report(
          "NSPredicate: cannot parse the format \"\(shown)\": \(error); "
            + "the predicate evaluates to false")
      }
    }

    private init(source: String, node: PredicateNode) {
      self.source = source
      parsed = .success(node)
      super.init(value: false)
    }

    /// The format written back in normal form; for a format that did not parse, a
    /// FALSEPREDICATE that says why.
    override var predicateFormat: String {
      switch parsed {
      case .success(let node): node.format
      case .failure(let error): "FALSEPREDICATE (unparseable format \"\(source)\": \(error))"
      }
    }

    override var description: String { predicateFormat }

    override func evaluate(
      with object: Any?, substitutionVariables bindings: [String: Any]?
    ) -> Bool {
      guard case .success(let node) = parsed else { return false }
      return PredicateEvaluator(object: object, variables: bindings, patterns: patterns)
        .holds(node)
    }

    override func copy(with zone: NSZone? = nil) -> Any { self }

    override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? FormatPredicate else { return false }
      return other === self || other.predicateFormat == predicateFormat
    }

    override var hash: Int { predicateFormat.hashValue }

    /// This predicate with the variables found in `variables` replaced by their values.
    func substituting(_ variables: [String: Any]) -> FormatPredicate {
      guard case .success(let node) = parsed else { return self }
      return FormatPredicate(source: source, node: node.substituting(variables))
    }
  }

  extension PredicateNode {
    fileprivate func substituting(_ variables: [String: Any]) -> PredicateNode {
      switch self {
      case .constant:
        return self
      case .and(let parts):
        return .and(parts.map { $0.substituting(variables) })
      case .or(let parts):
        return .or(parts.map { $0.substituting(variables) })
      case .not(let part):
        return .not(part.substituting(variables))
      case .comparison(var comparison):
        comparison.left = comparison.left.substituting(variables)
        comparison.right = comparison.right.substituting(variables)
        return .comparison(comparison)
      }
    }
  }

  extension PredicateExpression {
    fileprivate func substituting(_ variables: [String: Any]) -> PredicateExpression {
      switch self {
      case .variable(let name):
        guard let value = variables[name] else { return self }
        return .constant(PredicateConstant(value: value))
      case .keyPath(let base, let steps):
        return .keyPath(base: base?.substituting(variables), steps: steps)
      case .aggregate(let elements):
        return .aggregate(elements.map { $0.substituting(variables) })
      case .subscripted(let base, let index):
        let index: PredicateIndex =
          if case .expression(let position) = index {
            .expression(position.substituting(variables))
          } else {
            index
          }
        return .subscripted(base.substituting(variables), index)
      case .arithmetic(let left, let operation, let right):
        return .arithmetic(left.substituting(variables), operation, right.substituting(variables))
      case .negated(let operand):
        return .negated(operand.substituting(variables))
      case .constant, .evaluatedObject:
        return self
      }
    }
  }
#endif
