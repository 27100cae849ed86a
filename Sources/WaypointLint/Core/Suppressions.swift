import SwiftSyntax

/// The `// waypoint-lint:` comments of a file: `disable` turns rules off from its line to the
/// end of the file (or a later `enable`), `disable-next-line` only for the next line; `all`
/// stands for every rule.
struct Suppressions: Sendable {
  private struct Region: Sendable {
    var rules: Set<String>
    var lines: ClosedRange<Int>
  }

  private var regions: [Region] = []

  init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
    var open: [String: Int] = [:]
    var regions: [Region] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var position = token.position
      for piece in token.leadingTrivia {
        defer { position += piece.sourceLength }
        guard case .lineComment(let text) = piece else { continue }
        guard let directive = Self.directive(in: text) else { continue }
        let line = converter.location(for: position).line
        switch directive.command {
        case "disable":
          for rule in directive.rules where open[rule] == nil { open[rule] = line }
        case "enable":
          for rule in directive.rules {
            if let start = open.removeValue(forKey: rule) {
              regions.append(Region(rules: [rule], lines: start...line))
            }
          }
        case "disable-next-line":
          regions.append(Region(rules: Set(directive.rules), lines: (line + 1)...(line + 1)))
        default:
          break
        }
      }
    }
    for (rule, start) in open { regions.append(Region(rules: [rule], lines: start...Int.max)) }
    self.regions = regions
  }

  /// Whether `rule` is turned off at `line`.
  func suppresses(_ rule: String, atLine line: Int) -> Bool {
    regions.contains {
      ($0.rules.contains(rule) || $0.rules.contains("all")) && $0.lines.contains(line)
    }
  }

  /// `// waypoint-lint:command rule rule…`, or nil for any other comment.
  private static func directive(in comment: String) -> (command: String, rules: [String])? {
    let body = comment.dropFirst(2).trimmingPrefix(while: \.isWhitespace)
    guard body.hasPrefix("waypoint-lint:") else { return nil }
    let words = body.dropFirst("waypoint-lint:".count).split(whereSeparator: \.isWhitespace)
    guard let command = words.first else { return nil }
    let rules = words.dropFirst().map(String.init)
    return (String(command), rules.isEmpty ? ["all"] : rules)
  }
}

extension Substring {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    var result = self
    while let first = result.first, predicate(first) { result = result.dropFirst() }
    return result
  }
}
