import SwiftSyntax

/// A value pushed (a `NavigationLink(value:)` or a path append) whose type no
/// `navigationDestination(for:)` in the project maps.
public struct DestinationMissing: ProjectLintRule {
  public init() {}

  public let description = RuleDescription(
    id: "destination-missing",
    summary: "A value is pushed whose type has no navigationDestination(for:) in the project",
    why:
      "A stack shows a pushed value only through a destination registered for its type; without one the link does nothing, or the path shows an empty screen, with only a console warning.",
    reference: "Skill: Review Checklist, “navigationDestination(for:) maps all route types”")

  public func check(project files: [LintedFile]) -> [(file: LintedFile, violation: RuleViolation)] {
    var registered = Set<String>()
    var pushes: [(file: LintedFile, node: ExprSyntax, type: String)] = []
    for file in files {
      // `navigationDestination(for:)` also counts called on `self`, in a modifier or extension.
      for call in file.index.calls(named: "navigationDestination") {
        if let type = call.argument("for")?.expression.trimmedDescription,
          type.hasSuffix(".self")
        {
          registered.insert(Self.baseName(String(type.dropLast(5))))
        }
      }
      for link in file.index.calls(named: "NavigationLink") where link.isDirectCall {
        // In a list with a selection, a value link selects a row (a split view's sidebar).
        guard let value = link.argument("value")?.expression, !Self.isInSelectingList(link),
          let type = Self.typeName(of: value)
        else { continue }
        pushes.append((file, value, type))
      }
      for append in file.index.calls(named: "append") where append.isMemberCall {
        guard let base = append.modifiedExpression?.trimmedDescription, base.namesPath,
          let value = append.arguments.first?.expression, append.arguments.count == 1,
          let type = Self.typeName(of: value)
        else { continue }
        pushes.append((file, value, type))
      }
    }
    // A view pushed as a value is view-in-path's finding; one report is enough.
    return pushes.filter { !registered.contains($0.type) && !$0.type.hasSuffix("View") }.map {
      file, node, type in
      (
        file,
        RuleViolation(
          at: node,
          message:
            "\(type) is pushed here but no navigationDestination(for: \(type).self) is declared in this project; add one to the stack"
        )
      )
    }
  }

  /// The type of a pushed value when the code names it: `Route.recipe(id)`, `Route.settings`,
  /// `Recipe(…)`, a string or integer literal. Nil when only the compiler could tell.
  static func typeName(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    var expression = value
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return isTypeName(base.baseName.text) ? base.baseName.text : nil
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      value.is(FunctionCallExprSyntax.self), isTypeName(reference.baseName.text)
    {
      return reference.baseName.text
    }
    return nil
  }

  /// `Route` of `Route`, `AppModel.Route` or `Route<Int>`: destinations and values are compared
  /// by the last name.
  static func baseName(_ type: String) -> String {
    let withoutGenerics = type.split(separator: "<").first.map(String.init) ?? type
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }

  private static func isTypeName(_ name: String) -> Bool {
    name.first?.isUppercase == true && name != "Self"
  }

  private static func isInSelectingList(_ link: FunctionCallExprSyntax) -> Bool {
    link.enclosingCalls.contains { call, _ in
      call.calledName == "List" && call.hasArgument("selection")
    }
  }
}
