import SwiftSyntax

/// A view appended to a navigation path.
public struct ViewInPath: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "view-in-path",
    summary:
      "A view is appended to the navigation path; append route data and map it in navigationDestination",
    why:
      "Views are not stable values: a path of views cannot be compared, saved or deep linked, and the destinations cannot change with the data.",
    reference: "Skill: Common Mistakes 4, “store lightweight Hashable route data”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "append").compactMap { call -> RuleViolation? in
      guard call.modifiedExpression?.trailingName?.namesPath == true,
        call.arguments.count == 1,
        let value = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
        value.isDirectCall, let name = value.calledName,
        name == "AnyView" || (name.hasSuffix("View") && name.first?.isUppercase == true)
      else { return nil }
      return RuleViolation(
        at: value, message: "\(name) appended to a navigation path; append a route value instead")
    }
  }
}
