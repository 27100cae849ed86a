#if !canImport(Darwin)
  import Foundation

  extension PredicateParser {
    /// Words that end an expression and so cannot be keys unless written with `#`.
    private static let reservedWords: Set<String> = [
      "AND", "OR", "NOT", "IN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES",
      "BETWEEN", "ANY", "SOME", "ALL", "NONE", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    /// Format features Apple has that Waypoint does not read.
    private static let unsupportedWords: Set<String> = [
      "SUBQUERY", "FUNCTION", "CAST", "FETCH", "ANYKEY",
    ]

    mutating func expression() throws(PredicateSyntaxError) -> PredicateExpression {
      try enter()
      defer { leave() }
      var value = try term()
      while true {
        if take(symbol: "+") {
          value = .arithmetic(value, "+", try term())
        } else if take(symbol: "-") {
          value = .arithmetic(value, "-", try term())
        } else {
          return value
        }
      }
    }

    private mutating func term() throws(PredicateSyntaxError) -> PredicateExpression {
      var value = try power()
      while true {
        if take(symbol: "*") {
          value = .arithmetic(value, "*", try power())
        } else if take(symbol: "/") {
          value = .arithmetic(value, "/", try power())
        } else {
          return value
        }
      }
    }

    private mutating func power() throws(PredicateSyntaxError) -> PredicateExpression {
      var value = try unary()
      while take(symbol: "**") { value = .arithmetic(value, "**", try unary()) }
      return value
    }

    private mutating func unary() throws(PredicateSyntaxError) -> PredicateExpression {
      guard take(symbol: "-") else { return try postfix() }
      try enter()
      defer { leave() }
      let operand = try unary()
      if case .constant(let constant) = operand, let number = constant.value as? NSNumber {
        return .constant(PredicateConstant(value: PredicateArithmetic.negate(number)))
      }
      return .negated(operand)
    }

    private mutating func postfix() throws(PredicateSyntaxError) -> PredicateExpression {
      var value = try primary()
      while true {
        if take(symbol: ".") {
          let step: KeyPathStep
          switch current.kind {
          case .word(let key, _): step = .key(key)
          case .collectionOperator(let name): step = .collectionOperator(name)
          default: throw unexpected(expecting: "a key after '.'")
          }
          advance()
          value = Self.appending(step, to: value)
        } else if take(symbol: "[") {
          value = .subscripted(value, try subscriptIndex())
          try expect(symbol: "]")
        } else {
          return value
        }
      }
    }

    private static func appending(
      _ step: KeyPathStep, to base: PredicateExpression
    ) -> PredicateExpression {
      switch base {
      case .keyPath(let root, let steps): .keyPath(base: root, steps: steps + [step])
      case .evaluatedObject: .keyPath(base: nil, steps: [step])
      default: .keyPath(base: base, steps: [step])
      }
    }

    private mutating func subscriptIndex() throws(PredicateSyntaxError) -> PredicateIndex {
      if take(keyword: "FIRST") { return .first }
      if take(keyword: "LAST") { return .last }
      if take(keyword: "SIZE") { return .size }
      return .expression(try expression())
    }

    private mutating func primary() throws(PredicateSyntaxError) -> PredicateExpression {
      let token = current
      switch token.kind {
      case .number(let number):
        advance()
        return .constant(PredicateConstant(value: number))
      case .string(let text):
        advance()
        return .constant(PredicateConstant(value: text))
      case .variable(let name):
        advance()
        return .variable(name)
      case .collectionOperator(let name):
        advance()
        return .keyPath(base: nil, steps: [.collectionOperator(name)])
      case .specifier(let conversion):
        advance()
        return try arguments.expression(for: conversion, at: token.offset)
      case .symbol("{"):
        advance()
        return .aggregate(try aggregateElements())
      case .symbol("("):
        advance()
        let inner = try expression()
        try expect(symbol: ")")
        return inner
      case .word(let word, let escaped):
        return try wordExpression(word, escaped: escaped)
      default:
        throw unexpected(expecting: "a value")
      }
    }

    private mutating func aggregateElements() throws(PredicateSyntaxError) -> [PredicateExpression]
    {
      var elements: [PredicateExpression] = []
      if take(symbol: "}") { return elements }
      repeat { elements.append(try expression()) } while take(symbol: ",")
      try expect(symbol: "}")
      return elements
    }

    private mutating func wordExpression(
      _ word: String, escaped: Bool
    ) throws(PredicateSyntaxError) -> PredicateExpression {
      let keyword = escaped ? "" : word.uppercased()
      let literal: PredicateConstant? =
        switch keyword {
        case "TRUE", "YES": PredicateConstant(value: NSNumber(value: true))
        case "FALSE", "NO": PredicateConstant(value: NSNumber(value: false))
        case "NULL", "NIL": PredicateConstant(value: nil)
        default: nil
        }
      if let literal {
        advance()
        return .constant(literal)
      }
      if keyword == "SELF" {
        advance()
        return .evaluatedObject
      }
      if Self.unsupportedWords.contains(keyword) {
        throw PredicateSyntaxError(
          reason: "\(keyword) is not supported by Waypoint's predicate reader",
          offset: current.offset)
      }
      if Self.reservedWords.contains(keyword) { throw unexpected(expecting: "a value") }
      advance()
      return .keyPath(base: nil, steps: [.key(word)])
    }
  }
#endif
