import SwiftSyntax

/// `try!` when decoding a saved navigation path.
public struct ForceTryPathDecode: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "force-try-path-decode",
    summary: "try! decoding a NavigationPath; a stale or corrupt saved path crashes the app",
    why:
      "Saved paths outlive the data and code they were made with: items get deleted and types change, and try! turns that into a crash at launch.",
    reference: "Patterns: anti-patterns, “Crashes on invalid data”",
    defaultSeverity: .error)

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.forceTries.compactMap { tryExpression -> RuleViolation? in
      let text = tryExpression.expression.trimmedDescription
      guard text.contains("CodableRepresentation") else { return nil }
      return RuleViolation(
        at: tryExpression,
        message:
          "try! decoding a NavigationPath crashes on stale or corrupt data; use try? or do/catch and start from the root"
      )
    }
  }
}
