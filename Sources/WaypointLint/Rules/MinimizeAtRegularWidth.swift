import SwiftSyntax

/// `tabBarMinimizeBehavior` in code that only runs where there is no tab bar to minimize.
public struct MinimizeAtRegularWidth: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "minimize-at-regular-width",
    summary:
      "tabBarMinimizeBehavior where only regular width runs; it minimizes iPhone's tab bar only",
    why:
      "Only a tab bar at compact width (iPhone) minimizes; on iPad, in a sidebar and on the Mac the modifier does nothing, so layout that counts on the room it frees breaks there.",
    reference: "Skill: Common Mistakes 7, “tabBarMinimizeBehavior works on iPhone only”")

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "tabBarMinimizeBehavior").filter(\.isMemberCall).compactMap { call in
      let argument = call.arguments.first?.expression.trimmedDescription ?? ""
      guard argument != ".automatic", argument != ".never", let place = Self.regularOnly(call)
      else { return nil }
      return RuleViolation(
        at: call.nameNode,
        message:
          "tabBarMinimizeBehavior(\(argument)) \(place), where no tab bar minimizes; apply it where the width is compact"
      )
    }
  }

  /// Where the call runs only at regular width, said in words; nil when it may run at compact.
  static func regularOnly(_ node: some SyntaxProtocol) -> String? {
    var current = Syntax(node)
    while let parent = current.parent {
      if let branch = parent.as(IfExprSyntax.self) {
        let condition = branch.conditions.trimmedDescription
        let inThen = branch.body.id == current.id
        let inElse = branch.elseBody?.id == current.id
        if inThen && (condition.contains(".regular") || condition.contains(".pad")) {
          return "is applied only when \(condition)"
        }
        if inElse && (condition.contains(".compact") || condition.contains(".phone")) {
          return "is applied only when not \(condition)"
        }
      }
      if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition {
        let text = condition.trimmedDescription
        if clause.poundKeyword.tokenKind == .poundIf
          || clause.poundKeyword.tokenKind == .poundElseif,
          text.contains("os(macOS)") || text.contains("os(visionOS)")
            || text.contains("macCatalyst")
        {
          return "is compiled only for \(text)"
        }
      }
      current = parent
    }
    return nil
  }
}
