import SwiftSyntax

/// `.sheet(isPresented:)` whose content unwraps an optional model.
public struct SheetUnwrapsOptional: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "sheet-unwraps-optional",
    summary: "Sheet content unwraps an optional; use .sheet(item:) with the model",
    why:
      "A flag and an optional model are two states that can disagree: the sheet can appear before the model is set and show nothing, or crash on a force unwrap.",
    reference:
      "Skill: Common Mistakes 3 and Review Checklist, “.sheet(item:) preferred over .sheet(isPresented:)”",
    hasFixIt: true,
    optInBecause:
      "On public apps about half its findings unwrap data the screen already holds (a session's meeting, loaded details) rather than a model picked for the sheet; the code cannot tell the two apart."
  )

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    ["sheet", "fullScreenCover"].flatMap { name in
      file.index.calls(named: name).filter { $0.isMemberCall && $0.hasArgument("isPresented") }
    }.compactMap { call -> RuleViolation? in
      // A flag computed from the model (`Binding(get: { item != nil } …)`, `.constant(…)`)
      // cannot disagree with it: only a stored flag, `$flag` or `$model.flag`, is a second state.
      guard let flag = call.argument("isPresented")?.expression.trimmedDescription,
        flag.hasPrefix("$"),
        flag.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
        let content = call.contentClosure,
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

  /// An `if let`, `guard let` or `!= nil` test of a stored optional in the content (not inside
  /// a nested closure). A force unwrap alone is not one: it is as often of something unrelated
  /// to the sheet; nor is an `if let` with an `else` that shows something else, or the
  /// unwrapping of a function's result.
  private static func firstUnwrap(in content: ClosureExprSyntax) -> Syntax? {
    var found: Syntax?
    func visit(_ node: Syntax) {
      guard found == nil else { return }
      if let binding = node.as(OptionalBindingConditionSyntax.self) {
        if binding.initializer.map({ isStoredValue($0.value) }) ?? true, !hasElse(node) {
          found = node
        }
        return
      }
      if let tested = nilTested(node) {
        if isStoredValue(tested), !hasElse(node) { found = node }
        return
      }
      if node.is(ClosureExprSyntax.self) { return }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(content.statements))
    return found
  }

  /// `model`, `self.model` or `store.model`: a reference, not a call.
  private static func isStoredValue(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isStoredValue(base)
    }
    return false
  }

  /// Whether the condition is an `if`'s that has an `else`.
  private static func hasElse(_ condition: Syntax) -> Bool {
    var current = condition.parent
    while let parent = current {
      if let branch = parent.as(IfExprSyntax.self) { return branch.elseBody != nil }
      if parent.is(GuardStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  /// What `x != nil` or `x == nil`, as an `if` or `guard` condition, tests.
  private static func nilTested(_ node: Syntax) -> ExprSyntax? {
    guard let condition = node.as(ConditionElementSyntax.self),
      let sequence = condition.condition.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
      comparison.operator.text == "!=" || comparison.operator.text == "==",
      elements[2].is(NilLiteralExprSyntax.self)
    else { return nil }
    return elements[0]
  }
}
