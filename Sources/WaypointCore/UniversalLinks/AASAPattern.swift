import Foundation

/// A pattern of an apple-app-site-association file: `*` matches any run of characters (also
/// none), `?` exactly one, `?*` therefore one or more, and `$(name)` any one of a substitution
/// variable's values (which may hold `*` and `?` themselves).
public struct AASAPattern: Sendable, Hashable, CustomStringConvertible {
  indirect enum Token: Sendable, Hashable {
    case character(Unicode.Scalar)
    case one
    case many
    case variable(name: String, alternatives: [[Token]])
  }

  /// The pattern as written.
  public let description: String
  let tokens: [Token]
  let isCaseSensitive: Bool

  /// Compiles `text`; throws when a `$(` is not closed or names no variable.
  init(_ text: String, caseSensitive: Bool, variables: [String: [String]]) throws(AASAPatternError)
  {
    description = text
    isCaseSensitive = caseSensitive
    tokens = try Self.tokens(
      of: text, caseSensitive: caseSensitive, variables: variables, allowVariables: true)
  }

  private static func tokens(
    of text: String, caseSensitive: Bool, variables: [String: [String]], allowVariables: Bool
  ) throws(AASAPatternError) -> [Token] {
    let scalars = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
    guard scalars.count <= 2048 else { throw .tooLong(text) }
    var tokens: [Token] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(" {
        guard allowVariables else { throw .nestedVariable(text) }
        guard let close = scalars[(index + 2)...].firstIndex(of: ")") else {
          throw .unclosedVariable(text)
        }
        // Variable names are case-sensitive even when matching is not.
        let originalName = Array(text.unicodeScalars)[(index + 2)..<close]
        let name = String(String.UnicodeScalarView(originalName))
        guard let values = variables[name] ?? AASAVariables.predefined(name) else {
          throw .unknownVariable(name: name, pattern: text)
        }
        let alternatives = try values.map { value throws(AASAPatternError) in
          try Self.tokens(
            of: value, caseSensitive: caseSensitive, variables: [:], allowVariables: false)
        }
        tokens.append(.variable(name: name, alternatives: alternatives))
        index = close + 1
        continue
      }
      switch scalar {
      case "*": if tokens.last != .many { tokens.append(.many) }
      case "?": tokens.append(.one)
      default: tokens.append(.character(scalar))
      }
      index += 1
    }
    return tokens
  }

  /// Whether the pattern matches all of `text`.
  public func matches(_ text: String) -> Bool {
    let scalars = Array((isCaseSensitive ? text : text.lowercased()).unicodeScalars)
    var starts = Array(repeating: false, count: scalars.count + 1)
    starts[0] = true
    return Self.ends(of: tokens, in: scalars, from: starts)[scalars.count]
  }

  /// The positions where `tokens` can end when they start at any position marked in `starts`:
  /// a set of positions advanced token by token, so time is tokens × length (× alternatives),
  /// without backtracking.
  private static func ends(of tokens: [Token], in text: [Unicode.Scalar], from starts: [Bool])
    -> [Bool]
  {
    var current = starts
    for token in tokens {
      var next = Array(repeating: false, count: text.count + 1)
      var any = false
      switch token {
      case .character(let scalar):
        for position in 0..<text.count where current[position] && text[position] == scalar {
          next[position + 1] = true
          any = true
        }
      case .one:
        for position in 0..<text.count where current[position] {
          next[position + 1] = true
          any = true
        }
      case .many:
        if let first = current.firstIndex(of: true) {
          for position in first...text.count { next[position] = true }
          any = true
        }
      case .variable(_, let alternatives):
        for alternative in alternatives {
          let reached = ends(of: alternative, in: text, from: current)
          for position in reached.indices where reached[position] {
            next[position] = true
            any = true
          }
        }
      }
      guard any else { return next }
      current = next
    }
    return current
  }

  /// Whether the pattern matches everything (`*`).
  var isCatchAll: Bool { tokens == [.many] }

  /// Whether the pattern has no wildcards or variables, so it stands for one text only.
  var isLiteral: Bool {
    tokens.allSatisfy { if case .character = $0 { true } else { false } }
  }
}

/// A pattern that could not be compiled.
public enum AASAPatternError: Error, Equatable, CustomStringConvertible {
  /// `$(` without `)`.
  case unclosedVariable(String)
  /// `$(name)` names no predefined or declared variable.
  case unknownVariable(name: String, pattern: String)
  /// A variable's value uses another variable.
  case nestedVariable(String)
  /// The pattern is unreasonably long.
  case tooLong(String)

  /// A sentence naming the pattern and the problem.
  public var description: String {
    switch self {
    case .unclosedVariable(let pattern): "\"\(pattern)\" has a $( without a closing )"
    case .unknownVariable(let name, let pattern):
      "\"\(pattern)\" uses $(\(name)), which is not defined"
    case .nestedVariable(let value): "the substitution value \"\(value)\" uses another variable"
    case .tooLong(let pattern): "\"\(pattern.prefix(40))…\" is longer than 2048 characters"
    }
  }
}

/// The substitution variables every file has.
enum AASAVariables {
  static func predefined(_ name: String) -> [String]? {
    switch name {
    case "alpha": characters("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    case "upper": characters("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    case "lower": characters("abcdefghijklmnopqrstuvwxyz")
    case "alnum": characters("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    case "digit": characters("0123456789")
    case "xdigit": characters("0123456789abcdefABCDEF")
    case "region": regions
    case "lang": languages
    default: nil
    }
  }

  private static func characters(_ text: String) -> [String] { text.map(String.init) }

  static let regions: [String] = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 }
  static let languages: [String] = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
}
