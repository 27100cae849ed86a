/// How serious a finding is.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  /// Worth a look; does not fail the run unless configured to.
  case warning
  /// Breaks the app (a crash or a data race); fails the run.
  case error

  /// Orders warnings before errors.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}

/// What a rule checks and why, as the rule table, `--format sarif` and the docs show it.
public struct RuleDescription: Sendable, Equatable {
  /// The stable id, used in configuration files and suppression comments.
  public var id: String
  /// One line: what is wrong.
  public var summary: String
  /// One sentence: why it is a mistake.
  public var why: String
  /// Where in the reference texts the mistake is described.
  public var reference: String
  /// The severity when the configuration does not set one.
  public var defaultSeverity: Severity
  /// Whether the rule offers a mechanical fix.
  public var hasFixIt: Bool
  /// Why the rule runs only when the configuration turns it on (`"rules": {"id": "warning"}`):
  /// its precision on public apps is under the bar the default rules meet. Nil when on by
  /// default.
  public var optInBecause: String?

  /// Describes a rule.
  public init(
    id: String, summary: String, why: String, reference: String,
    defaultSeverity: Severity = .warning, hasFixIt: Bool = false, optInBecause: String? = nil
  ) {
    self.optInBecause = optInBecause
    self.id = id
    self.summary = summary
    self.why = why
    self.reference = reference
    self.defaultSeverity = defaultSeverity
    self.hasFixIt = hasFixIt
  }
}
