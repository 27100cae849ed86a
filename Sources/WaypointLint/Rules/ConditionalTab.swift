import SwiftSyntax

/// A `Tab` inside an `if`, which destroys its state whenever the condition changes.
public struct ConditionalTab: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "conditional-tab",
    summary: "Tab shown with if; use .hidden(_:) to keep its navigation state",
    why:
      "A tab removed by a condition is rebuilt from scratch when it comes back, losing its navigation stack; a hidden tab keeps it.",
    reference: "Reference: TabView, “State Preservation”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "Tab").filter(\.isDirectCall).compactMap { tab -> RuleViolation? in
      var current = Syntax(tab)
      while let parent = current.parent {
        if parent.is(ClosureExprSyntax.self) { return nil }
        if parent.is(IfExprSyntax.self) {
          guard let owner = tab.enclosingCalls.first?.call.calledName,
            owner == "TabView" || owner == "TabSection"
          else { return nil }
          return RuleViolation(at: tab.calledExpression)
        }
        current = parent
      }
      return nil
    }
  }
}
