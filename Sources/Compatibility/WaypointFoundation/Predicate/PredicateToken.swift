#if !canImport(Darwin)
  import Foundation

  /// One lexical unit of a predicate format string, with where it starts (in characters).
  struct PredicateToken {
    /// What was read.
    enum Kind: Equatable {
      /// A name: a key, or a reserved word unless it was written with a leading `#`.
      case word(String, escaped: Bool)
      /// `$NAME`, a substitution variable.
      case variable(String)
      /// `@count`, `@sum`… a collection operator inside a key path.
      case collectionOperator(String)
      /// A quoted string literal, escapes resolved.
      case string(String)
      /// A numeric literal.
      case number(NSNumber)
      /// A `%` conversion (`@`, `K`, `d`, `i`, `f`, `s`…), length modifiers dropped.
      case specifier(Character)
      /// An operator or punctuation: `==`, `<=`, `&&`, `(`, `{`, `.`, `[`, `+`…
      case symbol(String)
      /// The end of the format.
      case end
    }

    let kind: Kind
    let offset: Int

    /// The token's word, uppercased, when it is an unescaped word (reserved words are matched
    /// without regard to case).
    var keyword: String? {
      if case .word(let word, escaped: false) = kind { return word.uppercased() }
      return nil
    }

    /// Whether the token is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
      kind == .symbol(symbol)
    }
  }

  /// Why a predicate format could not be read.
  struct PredicateSyntaxError: Error, CustomStringConvertible {
    /// What was wrong, in a sentence fragment ("expected ')'").
    let reason: String
    /// The character offset in the format where reading stopped.
    let offset: Int

    var description: String { "\(reason) at offset \(offset)" }
  }
#endif
