import SwiftSyntax

/// A sheet's content given the binding that presents it, to dismiss itself by setting it.
public struct SheetDismissByBinding: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "sheet-dismiss-by-binding",
    summary:
      "A sheet's content is given its presentation binding; dismiss with @Environment(\\.dismiss)",
    why:
      "A presented view that closes itself through its presenter's flag depends on how it was presented: it cannot be reused in another presentation, and its own stack's screens cannot dismiss it; the dismiss action works wherever it is presented.",
    reference: "Skill: Review Checklist, “Sheets own their dismiss logic internally”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    let presenters = presentationModifiers.flatMap { file.index.calls(named: $0) }
    return presenters.filter(\.isMemberCall).flatMap { presenter -> [RuleViolation] in
      guard
        let binding = (presenter.argument("isPresented") ?? presenter.argument("item"))?
          .expression.trimmedDescription, binding.hasPrefix("$"),
        let content = presenter.contentClosure
      else { return [] }
      return Self.arguments(in: Syntax(content.statements)).filter {
        $0.expression.trimmedDescription == binding
      }.map { argument in
        RuleViolation(
          at: argument,
          message:
            "the sheet's content is given \(binding), the binding that presents it; use @Environment(\\.dismiss) inside it instead"
        )
      }
    }
  }

  /// The arguments of every call under `node`.
  private static func arguments(in node: Syntax) -> [LabeledExprSyntax] {
    var result: [LabeledExprSyntax] = []
    if let call = node.as(FunctionCallExprSyntax.self) { result += call.arguments }
    for child in node.children(viewMode: .sourceAccurate) { result += arguments(in: child) }
    return result
  }
}
