import SwiftSyntax

/// A navigation path changed inside `Task.detached`, off the main actor.
public struct PathMutationInDetachedTask: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "path-mutation-in-detached-task",
    summary: "Navigation path changed in Task.detached",
    why:
      "A detached task runs off the main actor, and a path changed there races with the views reading it: navigation is corrupted or the app crashes.",
    reference: "Patterns: anti-patterns, “UI update off main thread”",
    defaultSeverity: .error)

  static let mutatingMethods: Set<String> = [
    "append", "removeLast", "removeAll", "removeFirst", "insert", "remove",
  ]

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "detached").filter(Self.isTaskDetached).flatMap { task in
      task.closures.flatMap { Self.mutations(in: $0.closure) }
    }
  }

  private static func isTaskDetached(_ call: FunctionCallExprSyntax) -> Bool {
    call.modifiedExpression?.trimmedDescription == "Task"
  }

  private static func mutations(in closure: ClosureExprSyntax) -> [RuleViolation] {
    var result: [RuleViolation] = []
    func visit(_ node: Syntax) {
      // Work sent back to the main actor is fine.
      if let call = node.as(FunctionCallExprSyntax.self) {
        if call.calledName == "run" && call.modifiedExpression?.trimmedDescription == "MainActor" {
          return
        }
        if let name = call.calledName, mutatingMethods.contains(name),
          let base = call.modifiedExpression, base.trailingName?.namesPath == true
        {
          result.append(
            RuleViolation(
              at: call,
              message:
                "`\(base.trimmedDescription).\(name)` runs off the main actor in Task.detached"))
        }
      }
      if let closure = node.as(ClosureExprSyntax.self),
        closure.signature?.attributes.names.contains("MainActor") == true
      {
        return
      }
      // Unfolded source keeps `a = b` as a sequence of three elements.
      if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
        let target = sequence.elements.first, target.trailingName?.namesPath == true
      {
        result.append(
          RuleViolation(
            at: sequence,
            message:
              "`\(target.trimmedDescription)` is assigned off the main actor in Task.detached"))
      }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(closure.statements))
    return result
  }
}
