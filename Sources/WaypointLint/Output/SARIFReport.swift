import Foundation

/// SARIF 2.1.0: one run of the `waypoint-lint` tool, its rules, and a result per finding.
enum SARIFReport {
  private struct Log: Encodable {
    var version = "2.1.0"
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case version
      case schema = "$schema"
      case runs
    }
  }

  private struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  private struct Tool: Encodable {
    var driver: Driver
  }

  private struct Driver: Encodable {
    var name = "waypoint-lint"
    var rules: [Rule]
  }

  private struct Message: Encodable {
    var text: String
  }

  private struct Rule: Encodable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    var help: Message
    var defaultConfiguration: Configuration
  }

  private struct Configuration: Encodable {
    var level: String
  }

  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]
    var fixes: [Fix]?
  }

  private struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  private struct ArtifactLocation: Encodable {
    var uri: String
  }

  private struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int?
    var endColumn: Int?
  }

  private struct Fix: Encodable {
    var description: Message
    var artifactChanges: [ArtifactChange]
  }

  private struct ArtifactChange: Encodable {
    var artifactLocation: ArtifactLocation
    var replacements: [Replacement]
  }

  private struct Replacement: Encodable {
    var deletedRegion: Region
    var insertedContent: Message
  }

  static func render(_ findings: [Finding], rules: [any LintRule]) -> String {
    let sarifRules = rules.map { rule in
      let description = rule.description
      return Rule(
        id: description.id, shortDescription: Message(text: description.summary),
        fullDescription: Message(text: description.why),
        help: Message(text: "\(description.why) See: \(description.reference)."),
        defaultConfiguration: Configuration(level: description.defaultSeverity.rawValue))
    }
    let indices = Dictionary(sarifRules.enumerated().map { ($1.id, $0) }) { first, _ in first }
    let results = findings.map { finding in
      let uri = uri(for: finding.path)
      let fixes = finding.fixIt.map { fixIt in
        [
          Fix(
            description: Message(text: fixIt.message),
            artifactChanges: [
              ArtifactChange(
                artifactLocation: ArtifactLocation(uri: uri),
                replacements: fixIt.edits.map { edit in
                  Replacement(
                    deletedRegion: Region(
                      startLine: edit.start.line, startColumn: edit.start.column,
                      endLine: edit.end.line,
                      endColumn: edit.end.column),
                    insertedContent: Message(text: edit.replacement))
                })
            ])
        ]
      }
      return Result(
        ruleId: finding.ruleID, ruleIndex: indices[finding.ruleID],
        level: finding.severity.rawValue,
        message: Message(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: uri),
              region: Region(startLine: finding.position.line, startColumn: finding.position.column)
            ))
        ],
        fixes: fixes)
    }
    return JSONReport.encode(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: sarifRules)), results: results)]))
  }

  /// A relative path as a relative URI reference; an absolute one as a file URI.
  private static func uri(for path: String) -> String {
    let allowed = CharacterSet.urlPathAllowed
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
