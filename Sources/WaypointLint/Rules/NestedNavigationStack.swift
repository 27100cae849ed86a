import SwiftSyntax

/// A `NavigationStack` inside another stack's content (outside a presentation).
public struct NestedNavigationStack: LintRule {
  public init() {}

  public let description = RuleDescription(
    id: "nested-navigation-stack",
    summary: "NavigationStack inside another NavigationStack's content",
    why:
      "The inner stack has its own path and back button, so pushes land in the wrong stack and the back button is ambiguous; a stack inside a sheet is fine and is what Apple recommends.",
    reference: "Patterns: “Nested stacks” (its sheet case is not flagged: see docs/Lint.md)")

  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "NavigationStack").filter(\.isDirectCall).compactMap {
      call -> RuleViolation? in
      for (container, _) in call.enclosingCalls {
        guard let name = container.calledName else { continue }
        // A presentation starts a new hierarchy; a split view's column may hold a stack.
        if presentationModifiers.contains(name) || name == "NavigationSplitView" { return nil }
        if (name == "NavigationStack" || name == "NavigationView") && container.isDirectCall {
          return RuleViolation(
            at: call.calledExpression,
            message:
              "NavigationStack inside another \(name)'s content; push onto the outer stack instead")
        }
      }
      return nil
    }
  }
}
