import SwiftSyntax

/// A `NavigationStack` inside another stack's content (outside a presentation): in one
/// expression, or through views — a view with its own stack shown inside another stack, from any
/// file of the project.
public struct NestedNavigationStack: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "nested-navigation-stack",
    summary: "NavigationStack inside another NavigationStack's content",
    why:
      "The inner stack has its own path and back button, so pushes land in the wrong stack and the back button is ambiguous; a stack inside a sheet is fine and is what Apple recommends.",
    reference: "Patterns: “Nested stacks” (its sheet case is not flagged: see docs/Lint.md)")

  /// The rule's findings in `file`.
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

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    let placement = ViewPlacement(project: project)
    return placement.uses.compactMap { use in
      guard let inner = placement.viewsWithStack[use.view] else { return nil }
      let around: String
      switch use.place {
      case .inStack:
        around = "inside this NavigationStack's content"
      case .inView(let container):
        guard container != use.view, let outer = placement.viewsInStack[container] else {
          return nil
        }
        around =
          "in \(container), which is shown inside the NavigationStack at \(Self.location(outer.node, in: outer.file))"
      case .elsewhere:
        return nil
      }
      return (
        use.file,
        RuleViolation(
          at: use.call.calledExpression,
          message:
            "\(use.view) has its own NavigationStack (\(Self.location(inner.node, in: inner.file))) and is shown \(around); remove the inner stack and push onto the outer one"
        )
      )
    }
  }

  private static func location(_ node: some SyntaxProtocol, in file: LintedFile) -> String {
    "\(file.path):\(file.position(of: node.positionAfterSkippingLeadingTrivia).line)"
  }
}
