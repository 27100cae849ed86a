import ArgumentParser
import Foundation
import WaypointLint

/// `waypoint lint`: checks Swift sources for the navigation mistakes of the reference texts.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check Swift sources for SwiftUI navigation mistakes.",
    discussion: """
      Prints one line per finding (path:line:column: severity: message [rule-id]). Exits 1 when a \
      finding is an error (see failOn in .waypoint-lint.json), 0 otherwise, and 2 when the \
      configuration or a path is wrong. Suppress a finding with \
      `// waypoint-lint:disable-next-line rule-id` on the line above it.
      """)

  @Argument(help: "Files or folders to check (default: Sources, or the current folder).")
  var paths: [String] = []

  @Option(help: "Output format: text, json or sarif.")
  var format: String = "text"

  @Option(
    help: "The configuration file (default: .waypoint-lint.json in the current folder, if any).")
  var config: String?

  @Option(
    name: .customLong("fail-on"),
    help: "Fail on: error, warning or never (overrides the configuration).")
  var failOn: String?

  @Flag(help: "Apply the mechanical fixes in place.")
  var fix = false

  @Flag(
    name: .customLong("dry-run"),
    help: "With --fix: print each file's fixes as a unified diff and change nothing.")
  var dryRun = false

  @Flag(name: .customLong("list-rules"), help: "List the rules and exit.")
  var listRules = false

  func run() throws {
    guard let format = ReportFormat(rawValue: format) else {
      throw usage("--format must be text, json or sarif.")
    }
    var configuration = try loadConfiguration()
    if let failOn {
      guard let level = Configuration.FailureLevel(rawValue: failOn) else {
        throw usage("--fail-on must be error, warning or never.")
      }
      configuration.failOn = level
    }
    if dryRun && !fix { throw usage("--dry-run shows what --fix would do; give both.") }
    if listRules {
      print(RuleTable.markdown(allRules))
      return
    }
    let linter = Linter(configuration: configuration)
    let targets =
      paths.isEmpty ? [FileManager.default.fileExists(atPath: "Sources") ? "Sources" : "."] : paths
    let clock = ContinuousClock()
    let start = clock.now
    let report: LintReport
    let progress = TerminalProgress.onTerminal()
    do {
      report = try linter.lint(paths: targets, relativeTo: configurationFolder) {
        progress?.report(done: $0, total: $1, path: $2)
      }
    } catch {
      progress?.finish()
      throw usage("\(error)")
    }
    progress?.finish()
    let elapsed = clock.now - start
    var findings = report.findings
    if fix { findings = try applyFixes(findings, linter: linter) }

    let output = format.render(findings, rules: linter.rules)
    if !output.isEmpty { print(output) }
    for path in report.unreadable { printError("warning: \(path) is not UTF-8 text; skipped") }
    let errors = findings.filter { $0.severity == .error }.count
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = seconds > 0 ? Int(Double(report.fileCount) / seconds) : report.fileCount
    printError(
      "waypoint lint: \(findings.count) finding\(findings.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) in \(report.fileCount) file\(report.fileCount == 1 ? "" : "s"), \(rate) files/s"
    )
    if linter.fails(findings) { throw ExitCode(1) }
  }

  private var configurationFolder: URL? {
    let path = config ?? ".waypoint-lint.json"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return URL(fileURLWithPath: path).deletingLastPathComponent()
  }

  private func loadConfiguration() throws -> Configuration {
    let path = config ?? ".waypoint-lint.json"
    guard FileManager.default.fileExists(atPath: path) else {
      if config != nil { throw usage("No configuration file at \(path).") }
      return Configuration()
    }
    do {
      let configuration = try Configuration.load(from: URL(fileURLWithPath: path))
      try configuration.validate(against: allRules)
      return configuration
    } catch {
      throw usage("\(error)")
    }
  }

  /// Applies the fixes file by file; returns the findings left (those without a fix, or whose
  /// fix overlapped another).
  private func applyFixes(_ findings: [Finding], linter: Linter) throws -> [Finding] {
    var remaining: [Finding] = []
    for (path, fileFindings) in Dictionary(grouping: findings, by: \.path).sorted(by: {
      $0.key < $1.key
    }) {
      guard fileFindings.contains(where: { $0.fixIt != nil }),
        let source = try? String(contentsOfFile: path, encoding: .utf8)
      else {
        remaining += fileFindings
        continue
      }
      let (text, applied) = FixApplier.apply(fileFindings, to: source)
      if dryRun {
        print(UnifiedDiff.make(from: source, to: text, path: path), terminator: "")
        printError("\(path): \(applied) fix\(applied == 1 ? "" : "es") to apply")
        remaining += fileFindings.filter { $0.fixIt == nil }
        continue
      }
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      printError("\(path): applied \(applied) fix\(applied == 1 ? "" : "es")")
      // Positions moved: check the fixed file again for what is left.
      remaining += linter.lint(sources: [(path, text)])
    }
    return remaining.sorted { ($0.path, $0.position.offset) < ($1.path, $1.position.offset) }
  }

  private func usage(_ message: String) -> ExitCode {
    printError("error: \(message)")
    return ExitCode(2)
  }
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
