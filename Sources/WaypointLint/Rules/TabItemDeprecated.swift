import SwiftSyntax

/// The deprecated `.tabItem { }` modifier.
public struct TabItemDeprecated: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "tab-item-deprecated",
    summary: ".tabItem is deprecated; use Tab(_:systemImage:value:) in TabView(selection:)",
    why:
      "Tabs declared with .tabItem cannot take roles, sections or customization, and selection by tag is untyped where Tab(value:) is checked.",
    reference: "Skill: Common Mistakes 6; Reference: TabView",
    hasFixIt: true)

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "tabItem").filter(\.isMemberCall).map { call in
      RuleViolation(at: call.nameNode, fix: Self.fix(call), isDeprecatedUse: true)
    }
  }

  /// `content.tabItem { Label(title, systemImage: image) }.tag(value)` (either order, or a
  /// `Text` and an `Image(systemName:)`) as `Tab(title, systemImage: image, value: value) {
  /// content }`; nil for any other shape.
  static func fix(_ tabItem: FunctionCallExprSyntax) -> (message: String, edits: [RuleEdit])? {
    guard var content = tabItem.modifiedExpression,
      let label = tabItem.closures.first?.closure, let (title, image) = Self.titleAndImage(label)
    else { return nil }
    var whole = ExprSyntax(tabItem)
    var tag: String?
    // `.tag(value)` after `.tabItem`, or before it.
    if let after = tabItem.appliedModifiers.first, after.calledName == "tag",
      after.arguments.count == 1
    {
      tag = after.arguments.first?.expression.trimmedDescription
      whole = ExprSyntax(after)
    } else if let before = content.as(FunctionCallExprSyntax.self), before.isMemberCall,
      before.calledName == "tag", before.arguments.count == 1,
      let inner = before.modifiedExpression
    {
      tag = before.arguments.first?.expression.trimmedDescription
      content = inner
    }
    var arguments = "\(title), systemImage: \(image)"
    if let tag { arguments += ", value: \(tag)" }
    let body = content.trimmedDescription
    let replacement =
      body.contains("\n") ? "Tab(\(arguments)) {\n\(body)\n}" : "Tab(\(arguments)) { \(body) }"
    return (
      "Declare the tab with Tab(_:systemImage:value:)",
      [
        RuleEdit(
          range: content.positionAfterSkippingLeadingTrivia..<whole.endPositionBeforeTrailingTrivia,
          replacement: replacement)
      ]
    )
  }

  /// The title and system image of a `.tabItem` label, as source text.
  private static func titleAndImage(_ label: ClosureExprSyntax) -> (String, String)? {
    let calls = label.statements.compactMap { item -> FunctionCallExprSyntax? in
      item.item.as(FunctionCallExprSyntax.self)
        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self)
    }
    guard calls.count == label.statements.count else { return nil }
    if calls.count == 1, let call = calls.first, call.calledName == "Label",
      call.arguments.count == 2, call.arguments.first?.label == nil,
      let title = call.arguments.first?.expression.trimmedDescription,
      let image = call.argument("systemImage")?.expression.trimmedDescription
    {
      return (title, image)
    }
    if calls.count == 2,
      let text = calls.first(where: { $0.calledName == "Text" }), text.arguments.count == 1,
      text.arguments.first?.label == nil,
      let icon = calls.first(where: { $0.calledName == "Image" }), icon.arguments.count == 1,
      let image = icon.argument("systemName")?.expression.trimmedDescription,
      let title = text.arguments.first?.expression.trimmedDescription
    {
      return (title, image)
    }
    return nil
  }
}
