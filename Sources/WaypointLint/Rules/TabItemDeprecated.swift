import SwiftSyntax

/// The deprecated `.tabItem { }` modifier.
public struct TabItemDeprecated: LintRule {
  public init() {}

  public let description = RuleDescription(
    id: "tab-item-deprecated",
    summary: ".tabItem is deprecated; use Tab(_:systemImage:value:) in TabView(selection:)",
    why:
      "Tabs declared with .tabItem cannot take roles, sections or customization, and selection by tag is untyped where Tab(value:) is checked.",
    reference: "Skill: Common Mistakes 6; Reference: TabView")

  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "tabItem").filter(\.isMemberCall).map { call in
      RuleViolation(at: call.nameNode)
    }
  }
}
