import SwiftSyntax

/// `NavigationStack(path: .constant(…))`: a path the stack can never change.
public struct ConstantPathBinding: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "constant-path-binding",
    summary: "NavigationStack bound to a constant path; keep the path in @State or a model",
    why:
      "A constant binding cannot be written, so links cannot push and the back button cannot pop; a path created in body is also recreated on every update.",
    reference: "Patterns: “Recreated every render”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "NavigationStack").compactMap { call -> RuleViolation? in
      guard let path = call.argument("path")?.expression,
        let binding = path.as(FunctionCallExprSyntax.self), binding.calledName == "constant",
        // A preview shows a stack at a fixed place on purpose.
        !call.isInPreview, !call.compilationConditions.contains("DEBUG"),
        !(call.enclosingTypeName?.contains("Preview") ?? false)
      else { return nil }
      return RuleViolation(at: path)
    }
  }
}
