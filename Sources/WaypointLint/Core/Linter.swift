import Dispatch
import Foundation
import Synchronization

/// Checks source files against a set of rules, in parallel across files.
public struct Linter: Sendable {
  /// The rules that run, with their severities.
  public let rules: [any LintRule]
  /// The configuration the rules were chosen by.
  public let configuration: Configuration

  /// How files are split into projects for the rules that look at a whole project.
  public var projectGrouping = ProjectGrouping()
  /// Whether rules look across each project's files, not just at each file (fragments of code,
  /// such as test fixtures, are not projects).
  public var checksProjects = true
  /// The packages built against Waypoint, where the compiler reports deprecated uses itself.
  public var waypointPackages = WaypointPackages()

  /// A linter with every rule the configuration leaves on, and the opt-in rules it turns on.
  public init(rules: [any LintRule] = allRules, configuration: Configuration = Configuration()) {
    self.rules = rules.filter { rule in
      switch configuration.rules[rule.description.id] {
      case .off?: false
      case nil: rule.description.optInBecause == nil
      case .warning?, .error?: true
      }
    }
    self.configuration = configuration
  }

  /// The severity of a rule's findings under the configuration.
  public func severity(of rule: any LintRule) -> Severity {
    switch configuration.rules[rule.description.id] {
    case .error?: .error
    case .warning?: .warning
    case .off?, nil: rule.description.defaultSeverity
    }
  }

  /// Lints sources given as (path, text) pairs, and the repository's other files; findings are
  /// ordered by path and position. `progress` hears of each file checked: how many of how many.
  public func lint(
    sources: [(path: String, text: String)], repository: RepositoryFiles = RepositoryFiles(),
    progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)? = nil
  ) -> [Finding] {
    let done = Mutex(0)
    let files = Mutex<[LintedFile?]>(Array(repeating: nil, count: sources.count))
    let findings = Mutex<[[Finding]]>(Array(repeating: [], count: sources.count))
    let fileRules = rules.filter { !($0 is any RepositoryLintRule) }
    var packages = waypointPackages
    let builtAgainstWaypoint = Set(sources.map(\.path).filter { packages.contains($0) })
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let file = LintedFile(path: sources[index].path, source: sources[index].text)
      let compilerWarns = builtAgainstWaypoint.contains(file.path)
      var found: [Finding] = []
      for rule in fileRules {
        for violation in rule.check(file) where !(compilerWarns && violation.isDeprecatedUse) {
          if let finding = finding(violation, of: rule, in: file) { found.append(finding) }
        }
      }
      files.withLock { $0[index] = file }
      findings.withLock { $0[index] = found }
      if let progress {
        let count = done.withLock { count in
          count += 1
          return count
        }
        progress(count, sources.count, sources[index].path)
      }
    }
    var all = findings.withLock { $0.flatMap { $0 } }
    let parsed = files.withLock { $0.compactMap { $0 } }
    var grouping = projectGrouping
    let projects = Dictionary(grouping: parsed) { grouping.project(of: $0.path) }
    let projectRules = rules.compactMap { $0 as? any ProjectLintRule }
    if checksProjects && !projectRules.isEmpty {
      let indexes = projects.keys.sorted().map { project in
        var index = ProjectIndex(files: projects[project] ?? [])
        index.isMacOnly = Self.buildsForTheMacOnly(project, repository.xcodeProjects)
        return index
      }
      let allDestinations = indexes.reduce(into: Set<String>()) {
        $0.formUnion($1.destinationTypes)
      }
      for var index in indexes {
        index.destinationTypesElsewhere = allDestinations.subtracting(index.destinationTypes)
        for rule in projectRules {
          for (file, violation) in rule.check(project: index) {
            if let finding = finding(violation, of: rule, in: file) { all.append(finding) }
          }
        }
      }
    }
    for rule in rules {
      guard let repositoryRule = rule as? any RepositoryLintRule else { continue }
      for violation in repositoryRule.check(repository: repository) {
        all.append(
          Finding(
            ruleID: rule.description.id, severity: severity(of: rule), message: violation.message,
            path: violation.path, position: violation.position))
      }
    }
    return all.sorted {
      ($0.path, $0.position.offset, $0.ruleID) < ($1.path, $1.position.offset, $1.ruleID)
    }
  }

  /// Lints files on disk: each path is a file, or a folder searched for `.swift` files.
  /// `progress` hears of each file checked.
  public func lint(
    paths: [String], relativeTo base: URL? = nil,
    progress: (@Sendable (_ done: Int, _ total: Int, _ path: String) -> Void)? = nil
  ) throws -> LintReport {
    let (files, repository) = try SourceFiles.find(
      in: paths, excluding: configuration.exclude, relativeTo: base)
    var sources: [(path: String, text: String)] = []
    var unreadable: [String] = []
    for path in files {
      if let text = try? String(contentsOfFile: path, encoding: .utf8) {
        sources.append((path, text))
      } else {
        unreadable.append(path)
      }
    }
    return LintReport(
      findings: lint(sources: sources, repository: repository, progress: progress),
      fileCount: sources.count,
      unreadable: unreadable)
  }

  /// Whether `findings` fail the run under the configuration.
  public func fails(_ findings: [Finding]) -> Bool {
    switch configuration.failOn {
    case .error: findings.contains { $0.severity == .error }
    case .warning: !findings.isEmpty
    case .never: false
    }
  }

  /// Whether the Xcode projects in the project's folder name the Mac's SDK only.
  static func buildsForTheMacOnly(_ project: String, _ xcodeProjects: [RepositoryFiles.File])
    -> Bool
  {
    let prefix = project.isEmpty ? "" : project + "/"
    var roots: Set<String> = []
    for file in xcodeProjects where file.path.hasPrefix(prefix) {
      // Only the project's own `.xcodeproj`, not one in a subfolder.
      let rest = file.path.dropFirst(prefix.count).split(separator: "/")
      guard rest.count == 2 else { continue }
      for line in file.text.split(separator: "\n") where line.contains("SDKROOT = ") {
        let value = line.split(separator: "=").last?.trimmingCharacters(in: .whitespaces)
        roots.insert(value?.trimmingCharacters(in: CharacterSet(charactersIn: ";\" ")) ?? "")
      }
    }
    return roots == ["macosx"]
  }

  private func finding(_ violation: RuleViolation, of rule: any LintRule, in file: LintedFile)
    -> Finding?
  {
    let position = file.position(of: violation.position)
    let id = rule.description.id
    guard !file.suppressions.suppresses(id, atLine: position.line) else { return nil }
    let fixIt = violation.fix.map { fix in
      FixIt(
        message: fix.message,
        edits: fix.edits.map { edit in
          TextEdit(
            start: file.position(of: edit.range.lowerBound),
            end: file.position(of: edit.range.upperBound),
            replacement: edit.replacement)
        })
    }
    return Finding(
      ruleID: id, severity: severity(of: rule),
      message: violation.message ?? rule.description.summary,
      path: file.path, position: position, fixIt: fixIt)
  }
}

/// The outcome of linting files on disk.
public struct LintReport: Sendable {
  /// What was found.
  public var findings: [Finding]
  /// How many files were checked.
  public var fileCount: Int
  /// Files that could not be read as UTF-8.
  public var unreadable: [String]
}
