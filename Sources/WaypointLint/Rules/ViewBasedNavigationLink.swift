import SwiftSyntax

/// `NavigationLink` with a destination view instead of a value.
public struct ViewBasedNavigationLink: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "view-based-navigation-link",
    summary:
      "NavigationLink with a destination view; use NavigationLink(value:) and navigationDestination(for:)",
    why:
      "A link that builds its destination view cannot be pushed, popped or restored from code, so deep links and pop-to-root cannot reach it.",
    reference: "Patterns: anti-patterns, “Cannot programmatically control”",
    hasFixIt: true)

  /// The argument labels of SwiftUI's view-based `NavigationLink` initialisers.
  static let viewBasedLabels: Set<String?> = [
    nil, "destination", "label", "isActive", "tag", "selection",
  ]

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    var fixer = ValueLinkFix(file: file)
    return file.index.calls(named: "NavigationLink").filter(\.isDirectCall).compactMap {
      call -> RuleViolation? in
      // Labels SwiftUI's view-based initialisers do not have (`unwrapping:`, `route:`) are
      // an app's or a library's own initialiser, and `destination: .route` names no view.
      guard !call.hasArgument("value"),
        call.arguments.allSatisfy({ Self.viewBasedLabels.contains($0.label?.text) }),
        call.argument("destination").map({ !$0.expression.isImplicitMember }) ?? true
      else { return nil }
      if call.hasArgument("isActive") || call.hasArgument("tag") {
        return RuleViolation(
          at: call.calledExpression,
          message:
            "NavigationLink(isActive:) and (tag:selection:) are deprecated; push a value on the stack's path instead",
          isDeprecatedUse: true)
      }
      guard call.hasArgument("destination") || !call.closures.isEmpty else { return nil }
      return RuleViolation(at: call.calledExpression, fix: fixer.fix(call))
    }
  }
}
