import WaypointLint

/// A source text whose lines that must be flagged end in `// expect: rule-id[, rule-id]`; every
/// other line must not be flagged by any rule that judges one file (a fixture is a fragment,
/// not a project: the project rules have their own tests).
struct Fixture {
  let source: String
  /// Whether the fixture is a whole project of one file, so project rules judge it too.
  let isProject: Bool

  init(_ source: String, isProject: Bool = false) {
    self.source = source
    self.isProject = isProject
  }

  /// The (line, rule id) pairs the markers ask for.
  var expected: Set<LineFinding> {
    var result: Set<LineFinding> = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let marker = line.range(of: "// expect: ") else { continue }
      for id in line[marker.upperBound...].split(separator: ",") {
        result.insert(LineFinding(line: index + 1, rule: id.trimmingCharacters(in: .whitespaces)))
      }
    }
    return result
  }

  /// A configuration that turns the opt-in rules on too.
  static var everyRuleOn: Configuration {
    var configuration = Configuration()
    for rule in allRules where rule.description.optInBecause != nil {
      configuration.rules[rule.description.id] = .warning
    }
    return configuration
  }

  /// The (line, rule id) pairs every rule reports.
  var found: Set<LineFinding> {
    Set(findings.map { LineFinding(line: $0.position.line, rule: $0.ruleID) })
  }

  var findings: [Finding] {
    var linter = Linter(configuration: Self.everyRuleOn)
    linter.checksProjects = isProject
    return linter.lint(sources: [("Fixture.swift", source)])
  }
}

struct LineFinding: Hashable, CustomStringConvertible {
  let line: Int
  let rule: String
  var description: String { "\(line): \(rule)" }
}
