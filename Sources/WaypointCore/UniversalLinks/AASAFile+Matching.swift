/// What an apple-app-site-association file decides for one URL.
public struct AASADecision: Sendable, CustomStringConvertible {
  /// The apps that open the URL; empty when none does.
  public var appIDs: [String]
  /// The rule that decided, if any: where it is and what it says.
  public var rule: (location: String, summary: String)?
  /// Whether the deciding rule excluded the URL.
  public var isExcluded: Bool

  /// Whether some app opens the URL.
  public var opensApp: Bool { !appIDs.isEmpty }

  /// One line: what happens and which rule decided.
  public var description: String {
    if let rule, !isExcluded {
      return "opens \(appIDs.joined(separator: ", ")) — \(rule.location) (\(rule.summary))"
    }
    if let rule { return "does not open the app — excluded by \(rule.location) (\(rule.summary))" }
    return "does not open the app — no rule matches"
  }
}

extension AASAFile {
  /// The decision for `url`: app entries in order, and in each the first rule whose every
  /// component matches decides; an exclusion keeps the URL out of that app.
  public func decision(for url: String) -> AASADecision {
    let parts = URLParts(url)
    var excludedBy: AASADecision?
    for entry in details {
      for rule in entry.rules where rule.matches(parts) {
        let decided = AASADecision(
          appIDs: rule.exclude ? [] : entry.appIDs, rule: (rule.location, rule.summary),
          isExcluded: rule.exclude)
        if !rule.exclude { return decided }
        if excludedBy == nil { excludedBy = decided }
        break
      }
    }
    return excludedBy ?? AASADecision(appIDs: [], rule: nil, isExcluded: false)
  }
}

extension AASAFile.Rule {
  func matches(_ url: URLParts) -> Bool {
    let path = percentEncoded ? url.path : URLParts.decoded(url.path)
    guard self.path.matches(path.isEmpty ? "/" : path) else { return false }
    let fragment = url.fragment.map { percentEncoded ? $0 : URLParts.decoded($0) } ?? ""
    guard self.fragment.matches(fragment) else { return false }
    switch query {
    case .whole(let pattern):
      let query = url.query.map { percentEncoded ? $0 : URLParts.decoded($0) } ?? ""
      return pattern.matches(query)
    case .items(let items):
      let present = url.queryItems
      return items.allSatisfy { item in
        present.contains { key, value in
          key == item.name && item.pattern.matches(percentEncoded ? value : URLParts.decoded(value))
        }
      }
    }
  }
}

/// A URL's path, query and fragment exactly as written (percent escapes kept).
struct URLParts {
  var path: String
  var query: String?
  var fragment: String?

  init(_ url: String) {
    var rest = Substring(url.prefix(8192))
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    if let schemeEnd = rest.range(of: "://") {
      let afterAuthority = rest[schemeEnd.upperBound...]
      rest = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? ""
    }
    path = String(rest)
  }

  /// The query's items, split at `&` and the first `=`, as written.
  var queryItems: [(String, String)] {
    (query ?? "").split(separator: "&").map { item in
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(pair[0]), pair.count == 2 ? String(pair[1]) : "")
    }
  }

  /// Percent escapes decoded, or the text as it is when they are malformed.
  static func decoded(_ text: String) -> String {
    (try? RoutableURL.decode(ArraySlice(text.utf8), what: "")) ?? text
  }
}
