/// The rules as a Markdown table, as the README shows them.
public enum RuleTable {
  /// One row per rule: id, what, why, reference, severity, fix-it.
  public static func markdown(_ rules: [any LintRule]) -> String {
    var lines = [
      "| id | what | why | reference | severity | fix-it |",
      "|---|---|---|---|---|---|",
    ]
    for rule in rules {
      let d = rule.description
      lines.append(
        "| `\(d.id)` | \(d.summary) | \(d.why) | \(d.reference) | \(d.defaultSeverity.rawValue)\(d.optInBecause == nil ? "" : ", opt-in") | \(d.hasFixIt ? "yes" : "no") |"
      )
    }
    return lines.joined(separator: "\n")
  }
}
