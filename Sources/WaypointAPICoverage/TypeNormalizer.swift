/// Spells a parameter type the same way whichever module declared it, so that Apple's
/// `@escaping @MainActor () -> SwiftUICore.Binding<Swift.String>` and Waypoint's
/// `@escaping () -> Binding<String>` compare equal: attributes and ownership words go, module
/// qualifiers go, generic parameters become what they stand for (`some StringProtocol`, or the
/// type an equality constraint names), and spacing is fixed.
struct TypeNormalizer {
  /// Modules whose names qualify types in interface files and in Waypoint's sources.
  static let modules: Set<String> = [
    "Swift", "SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials", "CoreGraphics",
    "Combine", "OpenCombine", "Observation", "_Concurrency", "CoreFoundation", "Symbols",
    "DeveloperToolsSupport", "CoreTransferable", "UniformTypeIdentifiers", "Spatial", "os",
    "OSLog", "Accessibility", "_StringProcessing", "UIKit", "CoreData", "Waypoint", "WaypointUI",
    "WaypointRuntime",
    "WaypointCore", "ObjectiveC", "QuartzCore", "CoreText", "Dispatch",
  ]

  /// What each generic parameter in scope stands for, already normalized.
  var substitutions: [String: String] = [:]
  /// The types the declaration is nested in, innermost first (`Font.Weight`, `Font`): a bare
  /// name of a type nested in one of them is qualified with it, as an interface file writes it.
  var scopes: [String] = []
  /// For each type, the names of the types (and type aliases) declared inside it.
  var nestedTypes: [String: Set<String>] = [:]
  /// Type aliases declared inside types (`DatePicker.Components`), replaced by what they name
  /// (`DatePickerComponents`), so that either spelling compares equal.
  var aliases: [String: String] = [:]

  /// The normalized spelling of `text`.
  func normalize(_ text: String) -> String {
    let tokens = canonicalized(qualified(rewrite(Self.tokens(of: text), depth: 0)))
    return render(canonicalized(resolvingAliases(tokens)))
  }

  /// Qualified names of type aliases replaced by the type they name (itself normalized, with no
  /// generic context).
  private func resolvingAliases(_ tokens: [String]) -> [String] {
    guard !aliases.isEmpty else { return tokens }
    var output: [String] = []
    var index = 0
    while index < tokens.count {
      guard Self.isWord(tokens[index]), output.last != "." else {
        output.append(tokens[index])
        index += 1
        continue
      }
      var name = tokens[index]
      var end = index + 1
      var resolved: (name: String, end: Int)?
      while end + 1 < tokens.count, tokens[end] == ".", Self.isWord(tokens[end + 1]) {
        name += "." + tokens[end + 1]
        end += 2
        if aliases[name] != nil { resolved = (name, end) }
      }
      if let resolved, let target = aliases[resolved.name] {
        let plain = TypeNormalizer(aliases: aliases.filter { $0.key != resolved.name })
        output += Self.tokens(of: plain.normalize(target))
        index = resolved.end
      } else {
        output.append(tokens[index])
        index += 1
      }
    }
    return output
  }

  /// Bare names of nested types qualified with the scope that declares them; `Self.` dropped
  /// first, so `Self.Configuration` and `Configuration` agree.
  private func qualified(_ tokens: [String]) -> [String] {
    var output: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token == "Self", output.last != ".", index + 1 < tokens.count, tokens[index + 1] == "." {
        index += 2
        continue
      }
      if Self.isWord(token), output.last != ".",
        let scope = scopes.first(where: { nestedTypes[$0]?.contains(token) == true })
      {
        output += Self.tokens(of: "\(scope).\(token)")
      } else {
        output.append(token)
      }
      index += 1
    }
    return output
  }

  /// `Optional<X>` as `X?`, generic arguments of a qualifying type dropped (`DatePicker<Text>.
  /// Components`), and the protocols of `some`/`any` sorted with `Codable` spelt out.
  private func canonicalized(_ tokens: [String]) -> [String] {
    var tokens = tokens
    var index = 0
    while index < tokens.count {
      if tokens[index] == "<", index > 0, Self.isWord(tokens[index - 1]),
        let close = Self.matchingClose(tokens, from: index)
      {
        let inner = Array(tokens[(index + 1)..<close])
        if tokens[index - 1] == "Optional" {
          let wrapped = inner.count > 1 ? ["("] + inner + [")"] : inner
          tokens.replaceSubrange((index - 1)...close, with: wrapped + ["?"])
          index = max(0, index - 1)
          continue
        }
        if close + 1 < tokens.count, tokens[close + 1] == "." {
          tokens.removeSubrange(index...close)
          continue
        }
      }
      if tokens[index] == "some" || tokens[index] == "any" {
        var end = index + 1
        var names: [String] = []
        while end < tokens.count, Self.isWord(tokens[end]) {
          var name = tokens[end]
          var next = end + 1
          while next + 1 < tokens.count, tokens[next] == ".", Self.isWord(tokens[next + 1]) {
            name += "." + tokens[next + 1]
            next += 2
          }
          names += name == "Codable" ? ["Decodable", "Encodable"] : [name]
          end = next
          guard end < tokens.count, tokens[end] == "&" else { break }
          end += 1
        }
        if names.count > 1 {
          var sorted: [String] = []
          for name in Set(names).sorted() {
            if !sorted.isEmpty { sorted.append("&") }
            sorted += Self.tokens(of: name)
          }
          tokens.replaceSubrange((index + 1)..<end, with: sorted)
          index += 1 + sorted.count
          continue
        }
      }
      index += 1
    }
    return tokens
  }

  private static func matchingClose(_ tokens: [String], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index] == "<" { depth += 1 }
      if tokens[index] == ">" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The modules `text` names as qualifiers (`UIKit` in `UIKit.UIImage`).
  static func qualifyingModules(in text: String) -> Set<String> {
    let tokens = tokens(of: text)
    var found: Set<String> = []
    for (index, token) in tokens.enumerated()
    where modules.contains(token) && index + 1 < tokens.count && tokens[index + 1] == "."
      && (index == 0 || tokens[index - 1] != ".")
    {
      found.insert(token)
    }
    return found
  }

  private static let droppedWords: Set<String> = [
    "sending", "__owned", "__shared", "borrowing", "consuming", "isolated", "nonisolated",
  ]

  private func rewrite(_ tokens: [String], depth: Int) -> [String] {
    var output: [String] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let previous = output.last
      if token == "@" {
        index = Self.skipAttribute(tokens, from: index)
        continue
      }
      if Self.droppedWords.contains(token), previous != "." {
        index += 1
        continue
      }
      if Self.modules.contains(token), previous != ".", index + 1 < tokens.count,
        tokens[index + 1] == "."
      {
        index += 2
        continue
      }
      if let replacement = substitutions[token], previous != ".", depth < 4 {
        var inner = self
        inner.substitutions[token] = nil
        let replaced = inner.rewrite(Self.tokens(of: replacement), depth: depth + 1)
        let next = index + 1 < tokens.count ? tokens[index + 1] : ""
        let needsParentheses = replaced.count > 1 && [".", "?", "!", "..."].contains(next)
        output += needsParentheses ? ["("] + replaced + [")"] : replaced
        index += 1
        continue
      }
      // `-> ()` is `-> Void`.
      if token == "(", previous == "->", index + 1 < tokens.count, tokens[index + 1] == ")" {
        output.append("Void")
        index += 2
        continue
      }
      output.append(token)
      index += 1
    }
    return output
  }

  /// Attributes that take arguments in a type (`@convention(c)`, `@isolated(any)`); any other
  /// attribute followed by a parenthesis is followed by a function type's parameters.
  private static let attributesWithArguments: Set<String> = [
    "convention", "isolated", "differentiable", "_opaqueReturnTypeOf",
  ]

  /// The index after an attribute starting at `start` (`@escaping`, `@SwiftUICore.ViewBuilder`,
  /// `@isolated(any)`).
  private static func skipAttribute(_ tokens: [String], from start: Int) -> Int {
    var index = start + 1
    let name = index < tokens.count ? tokens[index] : ""
    if index < tokens.count { index += 1 }
    while index + 1 < tokens.count, tokens[index] == ".", isWord(tokens[index + 1]) {
      index += 2
    }
    if index < tokens.count, tokens[index] == "(", attributesWithArguments.contains(name) {
      var depth = 0
      while index < tokens.count {
        if tokens[index] == "(" { depth += 1 }
        if tokens[index] == ")" { depth -= 1 }
        index += 1
        if depth == 0 { break }
      }
    }
    return index
  }

  static func isWord(_ token: String) -> Bool {
    guard let first = token.unicodeScalars.first else { return false }
    return first == "_" || first == "$" || first.properties.isAlphabetic
      || ("0"..."9").contains(first)
  }

  static func tokens(of text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func flush() {
      if !current.isEmpty { tokens.append(current) }
      current = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
        || ("0"..."9").contains(scalar)
      {
        current.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      flush()
      if scalar.properties.isWhitespace {
        index += 1
        continue
      }
      if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
        tokens.append("->")
        index += 2
        continue
      }
      if scalar == ".", index + 2 < scalars.count, scalars[index + 1] == ".",
        scalars[index + 2] == "."
      {
        tokens.append("...")
        index += 3
        continue
      }
      tokens.append(String(scalar))
      index += 1
    }
    flush()
    return tokens
  }

  private func render(_ tokens: [String]) -> String {
    var text = ""
    for (index, token) in tokens.enumerated() {
      let previous = index > 0 ? tokens[index - 1] : ""
      if ["->", "&", "="].contains(token) || ["->", "&", "="].contains(previous) && !text.isEmpty {
        text += " "
      } else if [",", ":"].contains(previous) {
        text += " "
      } else if Self.isWord(token), Self.isWord(previous) || previous == ")" {
        text += " "
      }
      text += token
    }
    return text
  }
}
