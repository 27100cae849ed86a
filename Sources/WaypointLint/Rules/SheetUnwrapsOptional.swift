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
      "Skill: Common Mistakes 3 and Review Checklist, “.sheet(item:) preferred over .sheet(isPresented:)”",
    hasFixIt: true)

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
          "\(call.calledName ?? "sheet")(isPresented:) content unwraps an optional; present with .\(call.calledName ?? "sheet")(item:) instead",
        fix: Self.fix(call, content: content))
    }
  }

  /// `.sheet(isPresented: $flag) { if let item = model { View(item) } }` (or `if let model`)
  /// as `.sheet(item: $model) { item in View(item) }`; nil for any other shape. The model's
  /// type must be `Identifiable`, which the compiler will check.
  static func fix(_ call: FunctionCallExprSyntax, content: ClosureExprSyntax) -> (
    message: String, edits: [RuleEdit]
  )? {
    guard content.signature == nil, content.statements.count == 1,
      let presented = call.argument("isPresented"),
      let branch = content.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(
        IfExprSyntax.self) ?? content.statements.first?.item.as(IfExprSyntax.self),
      branch.elseBody == nil, branch.conditions.count == 1,
      let binding = branch.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    // `if let model` binds the property of the same name.
    let model = binding.initializer?.value.trimmedDescription ?? name
    guard model.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      !model.isEmpty
    else { return nil }
    let body = branch.body.statements.trimmedDescription
    // The modifier's own line's indentation, from the trivia before its `.`.
    let trivia = call.calledExpression.as(MemberAccessExprSyntax.self)?.period.leadingTrivia
    let indent = String(
      (trivia?.description ?? "").split(separator: "\n", omittingEmptySubsequences: false).last
        ?? "")
    return (
      "Present with .\(call.calledName ?? "sheet")(item: $\(model)) (its type must be Identifiable)",
      [
        RuleEdit(
          range: presented
            .positionAfterSkippingLeadingTrivia..<presented.expression
            .endPositionBeforeTrailingTrivia,
          replacement: "item: $\(model)"),
        RuleEdit.replace(content, with: "{ \(name) in\n\(indent)  \(body)\n\(indent)}"),
      ]
    )
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
