#if !canImport(Darwin)
  import Foundation

  /// Splits a predicate format string into tokens, following Apple's predicate format syntax.
  struct PredicateLexer {
    private let characters: [Character]
    private var position = 0

    init(_ format: String) {
      characters = Array(format)
    }

    /// All tokens, ending with `.end`; throws on an unterminated string or a stray character.
    static func tokens(of format: String) throws(PredicateSyntaxError) -> [PredicateToken] {
      var lexer = PredicateLexer(format)
      var tokens: [PredicateToken] = []
      while true {
        let token = try lexer.next()
        tokens.append(token)
        if token.kind == .end { return tokens }
      }
    }

    private static let pairedSymbols: Set<String> = [
      "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "**",
    ]
    private static let singleSymbols: Set<Character> = [
      "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",", ".", "+", "-", "*", "/",
    ]

    private mutating func next() throws(PredicateSyntaxError) -> PredicateToken {
      while position < characters.count, characters[position].isWhitespace { position += 1 }
      let start = position
      guard position < characters.count else { return PredicateToken(kind: .end, offset: start) }
      let character = characters[position]
      if character == "\"" || character == "'" {
        return PredicateToken(kind: .string(try quoted(by: character)), offset: start)
      }
      if character == "%" {
        return PredicateToken(kind: .specifier(try specifier()), offset: start)
      }
      if character == "$" || character == "@" || character == "#" {
        position += 1
        let name = word()
        guard !name.isEmpty else {
          throw PredicateSyntaxError(reason: "expected a name after '\(character)'", offset: start)
        }
        let kind: PredicateToken.Kind =
          switch character {
          case "$": .variable(name)
          case "@": .collectionOperator(name)
          default: .word(name, escaped: true)
          }
        return PredicateToken(kind: kind, offset: start)
      }
      if character.isNumber || (character == "." && peek(1)?.isNumber == true) {
        return PredicateToken(kind: .number(try number()), offset: start)
      }
      if character.isLetter || character == "_" {
        return PredicateToken(kind: .word(word(), escaped: false), offset: start)
      }
      if let next = peek(1), Self.pairedSymbols.contains(String([character, next])) {
        position += 2
        return PredicateToken(kind: .symbol(String([character, next])), offset: start)
      }
      if Self.singleSymbols.contains(character) {
        position += 1
        return PredicateToken(kind: .symbol(String(character)), offset: start)
      }
      throw PredicateSyntaxError(reason: "unexpected character '\(character)'", offset: start)
    }

    private func peek(_ distance: Int) -> Character? {
      let index = position + distance
      return index < characters.count ? characters[index] : nil
    }

    private mutating func word() -> String {
      let start = position
      while position < characters.count,
        characters[position].isLetter || characters[position].isNumber
          || characters[position] == "_"
      {
        position += 1
      }
      return String(characters[start..<position])
    }

    private mutating func quoted(by quote: Character) throws(PredicateSyntaxError) -> String {
      let start = position
      position += 1
      var text = ""
      while position < characters.count {
        let character = characters[position]
        position += 1
        if character == quote { return text }
        guard character == "\\" else {
          text.append(character)
          continue
        }
        guard position < characters.count else { break }
        let escaped = characters[position]
        position += 1
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "u": text.append(try unicodeEscape(start: start))
        default: text.append(escaped)
        }
      }
      throw PredicateSyntaxError(reason: "unterminated string", offset: start)
    }

    private mutating func unicodeEscape(start: Int) throws(PredicateSyntaxError) -> Character {
      let digits = String(characters[position..<min(position + 4, characters.count)])
      guard digits.count == 4, let code = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(code)
      else { throw PredicateSyntaxError(reason: "bad \\u escape", offset: start) }
      position += 4
      return Character(scalar)
    }

    private mutating func specifier() throws(PredicateSyntaxError) -> Character {
      let start = position
      position += 1
      while let character = peek(0), "lhqzjt".contains(character) { position += 1 }
      guard let conversion = peek(0), "@KdiuDUfFgGeEsScxXoOp%".contains(conversion) else {
        throw PredicateSyntaxError(reason: "unknown format specifier", offset: start)
      }
      position += 1
      return conversion
    }

    private mutating func number() throws(PredicateSyntaxError) -> NSNumber {
      let start = position
      if characters[position] == "0", let radixMark = peek(1), "xXoObB".contains(radixMark) {
        position += 2
        let digits = word()
        let radix = "xX".contains(radixMark) ? 16 : "oO".contains(radixMark) ? 8 : 2
        guard let value = Int64(digits, radix: radix) else {
          throw PredicateSyntaxError(reason: "bad number", offset: start)
        }
        return NSNumber(value: value)
      }
      var text = ""
      var isInteger = true
      while let character = peek(0) {
        if character.isNumber {
          text.append(character)
        } else if character == "." && peek(1)?.isNumber == true && isInteger {
          text.append(character)
          isInteger = false
        } else if character == "e" || character == "E",
          peek(1)?.isNumber == true
            || ((peek(1) == "-" || peek(1) == "+") && peek(2)?.isNumber == true)
        {
          text.append(character)
          text.append(characters[position + 1])
          position += 1
          isInteger = false
        } else {
          break
        }
        position += 1
      }
      if isInteger, let value = Int64(text) { return NSNumber(value: value) }
      guard let value = Double(text) else {
        throw PredicateSyntaxError(reason: "bad number", offset: start)
      }
      return NSNumber(value: value)
    }
  }
#endif
