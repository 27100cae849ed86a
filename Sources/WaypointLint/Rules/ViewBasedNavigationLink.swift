import SwiftSyntax

/// `NavigationLink` with a destination view instead of a value.
public struct ViewBasedNavigationLink: LintRule {
  public init() {}

  public let description = RuleDescription(
    id: "view-based-navigation-link",
    summary:
      "NavigationLink with a destination view; use NavigationLink(value:) and navigationDestination(for:)",
    why:
      "A link that builds its destination view cannot be pushed, popped or restored from code, so deep links and pop-to-root cannot reach it.",
    reference: "Patterns: anti-patterns, “Cannot programmatically control”",
    hasFixIt: true)

  public func check(_ file: LintedFile) -> [RuleViolation] {
    var fixer = ValueLinkFix(file: file)
    return file.index.calls(named: "NavigationLink").filter(\.isDirectCall).compactMap {
      call -> RuleViolation? in
      guard !call.hasArgument("value") else { return nil }
      if call.hasArgument("isActive") || call.hasArgument("tag") {
        return RuleViolation(
          at: call.calledExpression,
          message:
            "NavigationLink(isActive:) and (tag:selection:) are deprecated; push a value on the stack's path instead"
        )
      }
      guard call.hasArgument("destination") || !call.closures.isEmpty else { return nil }
      return RuleViolation(at: call.calledExpression, fix: fixer.fix(call))
    }
  }
}
