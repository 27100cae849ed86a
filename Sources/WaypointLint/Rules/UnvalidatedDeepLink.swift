import SwiftSyntax

/// An `onOpenURL` handler that sets a path or a selection straight from the URL's parts.
public struct UnvalidatedDeepLink: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "unvalidated-deep-link",
    summary:
      "A deep link sets navigation from the URL's parts unchecked; parse and validate it first",
    why:
      "Anyone can send a URL: one with a missing part, an unknown id or a page that is not there drives the app to an empty or wrong screen (or a crash), where a parser could refuse it.",
    reference: "Skill: Review Checklist, “Deep link URLs parsed and validated before navigation”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "onOpenURL").filter(\.isMemberCall).flatMap {
      call -> [RuleViolation] in
      guard let closure = call.closures.first?.closure else { return [] }
      let parameter =
        closure.signature?.parameterClause.flatMap { clause -> String? in
          if let list = clause.as(ClosureShorthandParameterListSyntax.self) {
            return list.first?.name.text
          }
          return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
        } ?? "$0"
      // A guard, an if, a switch or a try anywhere in the handler checks something first.
      guard !Self.checks(closure) else { return [] }
      return Self.navigationMutations(in: closure).compactMap { target, value in
        guard Self.usesParts(of: parameter, in: value) else { return nil }
        return RuleViolation(
          at: target,
          message:
            "\(target.trimmedDescription) is set from the URL's parts without a check; parse the URL in a router that can refuse it, then navigate"
        )
      }
    }
  }

  private static func checks(_ closure: ClosureExprSyntax) -> Bool {
    final class Finder: SyntaxVisitor {
      var found = false
      override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind { stop() }
      override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { stop() }
      override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { stop() }
      override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind { stop() }
      private func stop() -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.found
  }

  /// Assignments to a path, selection or tab, and appends to a path: (target, value).
  private static func navigationMutations(in closure: ClosureExprSyntax) -> [(
    ExprSyntax, ExprSyntax
  )] {
    var result: [(ExprSyntax, ExprSyntax)] = []
    for node in closure.statements.tokens(viewMode: .sourceAccurate).compactMap(\.parent) {
      if let assignment = node.as(AssignmentExprSyntax.self),
        let sequence = assignment.parent?.parent?.as(SequenceExprSyntax.self),
        sequence.elements.count == 3,
        let target = sequence.elements.first, let value = sequence.elements.last,
        let name = target.trailingName, isNavigation(name)
      {
        result.append((target, value))
      }
    }
    for append in closure.statements.descendantCalls(named: "append") {
      guard let base = append.modifiedExpression, let name = base.trailingName, name.namesPath,
        let value = append.arguments.first?.expression
      else { continue }
      result.append((base, value))
    }
    return result
  }

  private static func isNavigation(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return name.namesPath || lowered.hasSuffix("selection") || lowered == "tab"
      || lowered.hasSuffix("selectedtab")
  }

  /// Whether `value` reads the URL's parts (`url.host`, `url.pathComponents[1]`) other than to
  /// hand them to a function (`router.route(for: url.path)`), which can refuse them.
  private static func usesParts(of parameter: String, in value: ExprSyntax) -> Bool {
    value.tokens(viewMode: .sourceAccurate).contains { token in
      guard token.text == parameter,
        let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == parameter
      else { return false }
      var current = Syntax(member)
      while let parent = current.parent, current.id != value.id {
        if let call = parent.as(FunctionCallExprSyntax.self), isFunction(call),
          call.calledExpression.id != current.id
        {
          return false
        }
        current = parent
      }
      return true
    }
  }

  /// A call of a function or method (`parse(…)`, `router.routes(for:)`), which can refuse its
  /// input, rather than an enum case or an initializer (`Route.recipe(…)`, `.recipe(…)`,
  /// `Int(…)`), which takes it as it is.
  private static func isFunction(_ call: FunctionCallExprSyntax) -> Bool {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isLowercase == true
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
      return base.trimmedDescription.first?.isLowercase == true
    }
    return false
  }
}
