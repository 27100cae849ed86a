import SwiftSyntax

/// `NavigationView` is deprecated; with the stack style it becomes `NavigationStack`.
public struct NavigationViewDeprecated: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "navigation-view-deprecated",
    summary: "NavigationView is deprecated; use NavigationStack or NavigationSplitView",
    why:
      "NavigationView has no path, so navigation cannot be driven in code, deep linked or restored, and it behaves differently across OS versions.",
    reference:
      "Patterns: anti-patterns, “Deprecated, different behavior on iOS 16+”; skill: Common Mistakes 1",
    hasFixIt: true)

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "NavigationView").filter(\.isDirectCall).map { call in
      let styles = call.appliedModifiers.filter { $0.calledName == "navigationViewStyle" }
      guard let style = styles.last, styles.count == 1, Self.isStackStyle(style) else {
        return RuleViolation(
          at: call.calledExpression,
          message:
            "NavigationView is deprecated; use NavigationStack (one column) or NavigationSplitView (columns)",
          isDeprecatedUse: true)
      }
      // With the stack style the replacement is exact: the same single column, with a path.
      let removalStart = style.modifiedExpression?.endPositionBeforeTrailingTrivia ?? style.position
      let removalEnd = style.endPositionBeforeTrailingTrivia
      let removal = RuleEdit(range: removalStart..<removalEnd, replacement: "")
      return RuleViolation(
        at: call.calledExpression,
        message: "NavigationView with the stack style is deprecated; use NavigationStack",
        fix: (
          "Replace NavigationView and its stack style with NavigationStack",
          [.replace(call.calledExpression, with: "NavigationStack"), removal]
        ), isDeprecatedUse: true)
    }
  }

  private static func isStackStyle(_ modifier: FunctionCallExprSyntax) -> Bool {
    guard modifier.arguments.count == 1, let argument = modifier.arguments.first?.expression else {
      return false
    }
    let text = argument.trimmedDescription
    return text == ".stack" || text == "StackNavigationViewStyle()"
      || text == "StackNavigationViewStyle.init()"
  }
}
