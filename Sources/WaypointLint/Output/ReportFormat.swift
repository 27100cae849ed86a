import Foundation

/// How findings are printed.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// Compiler-style lines, which editors and CI annotate.
  case text
  /// A JSON document.
  case json
  /// SARIF 2.1.0, for code-scanning dashboards.
  case sarif

  /// The findings in this format, with the descriptions of `rules`.
  public func render(_ findings: [Finding], rules: [any LintRule]) -> String {
    switch self {
    case .text: TextReport.render(findings)
    case .json: JSONReport.render(findings, rules: rules)
    case .sarif: SARIFReport.render(findings, rules: rules)
    }
  }
}

/// `path:line:column: severity: message [rule-id]`, with a note for each available fix.
enum TextReport {
  static func render(_ findings: [Finding]) -> String {
    var lines: [String] = []
    for finding in findings {
      let place = "\(finding.path):\(finding.position.line):\(finding.position.column)"
      lines.append("\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
      if let fixIt = finding.fixIt {
        lines.append("\(place): note: fix-it: \(fixIt.message) (waypoint lint --fix applies it)")
      }
    }
    return lines.joined(separator: "\n")
  }
}

/// A JSON document: the findings, each with its rule's reasoning.
enum JSONReport {
  private struct Document: Encodable {
    var version = 1
    var findings: [Entry]
  }

  private struct Entry: Encodable {
    var ruleID: String
    var severity: Severity
    var message: String
    var why: String?
    var reference: String?
    var path: String
    var line: Int
    var column: Int
    var fixIt: FixIt?
  }

  static func render(_ findings: [Finding], rules: [any LintRule]) -> String {
    let descriptions = Dictionary(rules.map { ($0.description.id, $0.description) }) { first, _ in
      first
    }
    let entries = findings.map { finding in
      let rule = descriptions[finding.ruleID]
      return Entry(
        ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
        why: rule?.why,
        reference: rule?.reference, path: finding.path, line: finding.position.line,
        column: finding.position.column, fixIt: finding.fixIt)
    }
    return encode(Document(findings: entries))
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
