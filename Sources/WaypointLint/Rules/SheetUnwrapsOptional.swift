import SwiftSyntax

/// `.sheet(isPresented:)` whose content unwraps an optional model.
public struct SheetUnwrapsOptional: LintRule {
  public init() {}

  public let description = RuleDescription(
    id: "sheet-unwraps-optional",
    summary: "Sheet content unwraps an optional; use .sheet(item:) with the model",
    why:
      "A flag and an optional model are two states that can disagree: the sheet can appear before the model is set and show nothing, or crash on a force unwrap.",
    reference:
      "Skill: Common Mistakes 3 and Review Checklist, “.sheet(item:) preferred over .sheet(isPresented:)”"
  )

  public func check(_ file: LintedFile) -> [RuleViolation] {
    ["sheet", "fullScreenCover"].flatMap { name in
      file.index.calls(named: name).filter { $0.isMemberCall && $0.hasArgument("isPresented") }
    }.compactMap { call -> RuleViolation? in
      guard
        let content = call.closures.first(where: { $0.label == nil || $0.label == "content" })?
          .closure,
        let unwrap = Self.firstUnwrap(in: content)
      else { return nil }
      return RuleViolation(
        at: unwrap,
        message:
          "\(call.calledName ?? "sheet")(isPresented:) content unwraps an optional; present with .\(call.calledName ?? "sheet")(item:) instead"
      )
    }
  }

  /// An `if let`, `guard let` or `!= nil` test in the content (not inside a nested closure).
  /// A force unwrap alone is not one: it is as often of something unrelated to the sheet.
  private static func firstUnwrap(in content: ClosureExprSyntax) -> Syntax? {
    var found: Syntax?
    func visit(_ node: Syntax) {
      guard found == nil else { return }
      if node.is(OptionalBindingConditionSyntax.self) || isNilTest(node) {
        found = node
        return
      }
      if node.is(ClosureExprSyntax.self) { return }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(content.statements))
    return found
  }

  /// `x != nil` or `x == nil` as an `if` or `guard` condition.
  private static func isNilTest(_ node: Syntax) -> Bool {
    guard let condition = node.as(ConditionElementSyntax.self),
      let sequence = condition.condition.as(SequenceExprSyntax.self)
    else { return false }
    let elements = Array(sequence.elements)
    guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self) else {
      return false
    }
    let isComparison = comparison.operator.text == "!=" || comparison.operator.text == "=="
    return isComparison && elements[2].is(NilLiteralExprSyntax.self)
  }
}
