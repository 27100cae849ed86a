import SwiftSyntax

/// Several tabs sharing one navigation stack or one path.
public struct SharedPathAcrossTabs: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "shared-path-across-tabs",
    summary: "Tabs share one navigation path; give each tab its own NavigationStack and path",
    why:
      "Tabs that share a stack or a path lose their place when the user switches tabs, and a push in one tab shows up in another.",
    reference:
      "Patterns: anti-patterns, “Shared NavigationPath across tabs”; skill: Common Mistakes 2")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "TabView").filter(\.isDirectCall).filter {
      !Self.isPager($0) && !$0.isInPreview
    }.flatMap {
      tabView -> [RuleViolation] in
      var result: [RuleViolation] = []
      // A TabView inside a stack's content: every tab shares that stack.
      for (container, _) in tabView.enclosingCalls {
        guard let name = container.calledName else { continue }
        if presentationModifiers.contains(name) || name == "NavigationSplitView" { break }
        if name == "NavigationStack" && container.isDirectCall {
          result.append(
            RuleViolation(
              at: tabView.calledExpression,
              message:
                "TabView inside a NavigationStack: every tab shares one stack; put a NavigationStack in each tab"
            ))
          break
        }
      }
      // Several stacks in the tabs bound to the same path.
      var seen: [String: FunctionCallExprSyntax] = [:]
      for closure in tabView.closures {
        for stack in closure.closure.descendantCalls(named: "NavigationStack") {
          guard let path = stack.argument("path")?.expression.trimmedDescription else { continue }
          if seen[path] != nil {
            result.append(
              RuleViolation(
                at: stack.argument("path")?.expression ?? ExprSyntax(stack),
                message:
                  "\(path) is also the path of another tab's NavigationStack; give each tab its own"
              ))
          } else {
            seen[path] = stack
          }
        }
      }
      return result
    }
  }

  /// A page-style tab view is a carousel of pages, not tabs: sharing its stack is the point.
  static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
    tabView.appliedModifiers.contains { modifier in
      guard modifier.calledName == "tabViewStyle",
        let style = modifier.arguments.first?.expression.trimmedDescription
      else { return false }
      return style.hasPrefix(".page") || style.hasPrefix("PageTabViewStyle")
        || style.hasPrefix(".verticalPage")
    }
  }
}
