/// Checks that compare rules: a rule that can never decide because an earlier one matches every
/// URL it matches, and an exclusion placed after the rule that already opens its URLs.
enum AASAValidation {
  static func problems(in details: [AASAFile.Details]) -> [AASAProblem] {
    var problems: [AASAProblem] = []
    for entry in details {
      for (laterIndex, later) in entry.rules.enumerated() {
        guard let earlier = entry.rules[..<laterIndex].first(where: { covers($0, later) }) else {
          continue
        }
        if !earlier.exclude && later.exclude {
          problems.append(
            AASAProblem(
              severity: .error, location: later.location,
              message:
                "this exclusion never applies: \(earlier.location) (\(earlier.summary)) opens these URLs first; move the exclusion before it"
            ))
        } else {
          problems.append(
            AASAProblem(
              severity: .warning, location: later.location,
              message:
                "unreachable: \(earlier.location) (\(earlier.summary)) matches every URL this rule matches"
            ))
        }
      }
    }
    return problems
  }

  /// Whether `earlier` surely matches every URL `later` matches. Conservative: only says yes
  /// when `earlier` is a catch-all for a component, or `later`'s pattern is plain text that
  /// `earlier`'s pattern matches, or both are written the same.
  static func covers(_ earlier: AASAFile.Rule, _ later: AASAFile.Rule) -> Bool {
    covers(earlier.path, later.path) && covers(earlier.fragment, later.fragment)
      && covers(earlier.query, later.query)
  }

  private static func covers(_ earlier: AASAPattern, _ later: AASAPattern) -> Bool {
    if earlier.isCatchAll { return true }
    if earlier.description == later.description && earlier.isCaseSensitive == later.isCaseSensitive
    {
      return true
    }
    return later.isLiteral && later.isCaseSensitive && earlier.matches(later.description)
  }

  private static func covers(_ earlier: AASAFile.QueryPattern, _ later: AASAFile.QueryPattern)
    -> Bool
  {
    switch (earlier, later) {
    case (.whole(let pattern), _) where pattern.isCatchAll: return true
    case (.whole(let a), .whole(let b)): return covers(a, b)
    case (.items(let a), .items(let b)):
      // Every item `earlier` asks for, `later` asks for too, with a pattern `earlier`'s covers.
      return a.allSatisfy { item in
        b.contains { $0.name == item.name && covers(item.pattern, $0.pattern) }
      }
    default: return false
    }
  }
}
