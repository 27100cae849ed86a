#if !canImport(Darwin)
  import Foundation

  /// Reads a predicate format string (Apple's syntax) with its arguments into a
  /// `PredicateNode`.
  struct PredicateParser {
    private let tokens: [PredicateToken]
    private var index = 0
    private var depth = 0
    var arguments: PredicateArguments

    /// How deeply parentheses, NOTs and signs may nest before the format is refused, so a
    /// hostile format cannot exhaust the stack.
    private static let maximumDepth = 128

    /// For each opening parenthesis, the index of the token after its closing one.
    private let afterClosing: [Int: Int]

    private init(tokens: [PredicateToken], arguments: [Any?]) {
      self.tokens = tokens
      self.arguments = PredicateArguments(arguments)
      var open: [Int] = []
      var afterClosing: [Int: Int] = [:]
      for (position, token) in tokens.enumerated() {
        if token.isSymbol("(") {
          open.append(position)
        } else if token.isSymbol(")"), let opening = open.popLast() {
          afterClosing[opening] = position + 1
        }
      }
      self.afterClosing = afterClosing
    }

    /// A parsed predicate or the reason there is none.
    typealias Outcome = Result<PredicateNode, PredicateSyntaxError>

    /// The parsed predicate, or why `format` could not be read.
    static func parse(_ format: String, arguments: [Any?]) -> Outcome {
      do throws(PredicateSyntaxError) {
        var parser = PredicateParser(
          tokens: try PredicateLexer.tokens(of: format), arguments: arguments)
        let node = try parser.disjunction()
        guard parser.current.kind == .end else { throw parser.unexpected() }
        return .success(node)
      } catch {
        return .failure(error)
      }
    }

    // MARK: Tokens

    var current: PredicateToken { tokens[index] }

    mutating func advance() {
      if index < tokens.count - 1 { index += 1 }
    }

    mutating func take(symbol: String) -> Bool {
      guard current.isSymbol(symbol) else { return false }
      advance()
      return true
    }

    mutating func take(keyword: String) -> Bool {
      guard current.keyword == keyword else { return false }
      advance()
      return true
    }

    mutating func expect(symbol: String) throws(PredicateSyntaxError) {
      guard take(symbol: symbol) else { throw unexpected(expecting: "'\(symbol)'") }
    }

    func unexpected(expecting expected: String? = nil) -> PredicateSyntaxError {
      let found: String =
        switch current.kind {
        case .end: "the end of the format"
        case .word(let word, _): "'\(word)'"
        case .symbol(let symbol): "'\(symbol)'"
        case .string(let text): "the string \"\(text)\""
        case .number(let number): "the number \(number)"
        case .variable(let name): "'$\(name)'"
        case .collectionOperator(let name): "'@\(name)'"
        case .specifier(let conversion): "'%\(conversion)'"
        }
      let reason = expected.map { "expected \($0) but found \(found)" } ?? "unexpected \(found)"
      return PredicateSyntaxError(reason: reason, offset: current.offset)
    }

    /// Counts one more level of nesting, refusing past `maximumDepth`; pair with `leave()`.
    mutating func enter() throws(PredicateSyntaxError) {
      depth += 1
      guard depth <= Self.maximumDepth else {
        throw PredicateSyntaxError(reason: "the format nests too deeply", offset: current.offset)
      }
    }

    mutating func leave() {
      depth -= 1
    }

    // MARK: Predicates

    private mutating func disjunction() throws(PredicateSyntaxError) -> PredicateNode {
      try enter()
      defer { leave() }
      var parts = [try conjunction()]
      while take(keyword: "OR") || take(symbol: "||") { parts.append(try conjunction()) }
      return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func conjunction() throws(PredicateSyntaxError) -> PredicateNode {
      var parts = [try negation()]
      while take(keyword: "AND") || take(symbol: "&&") { parts.append(try negation()) }
      return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func negation() throws(PredicateSyntaxError) -> PredicateNode {
      guard take(keyword: "NOT") || take(symbol: "!") else { return try primaryPredicate() }
      try enter()
      defer { leave() }
      return .not(try negation())
    }

    private mutating func primaryPredicate() throws(PredicateSyntaxError) -> PredicateNode {
      if take(keyword: "TRUEPREDICATE") { return .constant(true) }
      if take(keyword: "FALSEPREDICATE") { return .constant(false) }
      if current.isSymbol("("), !parenthesisOpensExpression {
        advance()
        let node = try disjunction()
        try expect(symbol: ")")
        return node
      }
      return .comparison(try comparison())
    }

    /// Whether the parenthesis at the current token encloses an expression (`(a + b) > 3`)
    /// rather than a predicate: what follows its closing parenthesis continues an expression
    /// or starts a comparison.
    private var parenthesisOpensExpression: Bool {
      guard let next = afterClosing[index], next < tokens.count else { return false }
      return startsComparisonTail(tokens[next])
    }

    private func startsComparisonTail(_ token: PredicateToken) -> Bool {
      if Self.comparisonOperator(token) != nil { return true }
      return ["+", "-", "*", "/", "**", ".", "["].contains { token.isSymbol($0) }
    }

    private mutating func comparison() throws(PredicateSyntaxError) -> PredicateComparison {
      var quantifier = PredicateComparison.Quantifier.direct
      if take(keyword: "ANY") || take(keyword: "SOME") {
        quantifier = .any
      } else if take(keyword: "ALL") {
        quantifier = .all
      } else if take(keyword: "NONE") {
        quantifier = .none
      }
      let left = try expression()
      guard let comparison = Self.comparisonOperator(current) else {
        throw unexpected(expecting: "a comparison operator")
      }
      advance()
      let options = try comparisonOptions()
      let right = try expression()
      return PredicateComparison(
        quantifier: quantifier, left: left, comparison: comparison, options: options,
        right: right)
    }

    private static func comparisonOperator(
      _ token: PredicateToken
    ) -> PredicateComparison.Operator? {
      switch token.kind {
      case .symbol("=="), .symbol("="): return .equal
      case .symbol("!="), .symbol("<>"): return .notEqual
      case .symbol("<"): return .less
      case .symbol("<="), .symbol("=<"): return .lessOrEqual
      case .symbol(">"): return .greater
      case .symbol(">="), .symbol("=>"): return .greaterOrEqual
      default: return token.keyword.flatMap(PredicateComparison.Operator.init(rawValue:))
      }
    }

    private mutating func comparisonOptions() throws(PredicateSyntaxError) -> String.CompareOptions
    {
      guard current.isSymbol("["),
        case .word(let flags, escaped: false) = tokens[min(index + 1, tokens.count - 1)].kind,
        tokens[min(index + 2, tokens.count - 1)].isSymbol("]")
      else { return [] }
      var options: String.CompareOptions = []
      for flag in flags.lowercased() {
        switch flag {
        case "c": options.insert(.caseInsensitive)
        case "d": options.insert(.diacriticInsensitive)
        case "n", "l": continue
        default:
          throw PredicateSyntaxError(reason: "unknown option '\(flag)'", offset: current.offset)
        }
      }
      index += 3
      return options
    }
  }
#endif
