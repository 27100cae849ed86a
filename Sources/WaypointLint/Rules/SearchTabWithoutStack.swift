import SwiftSyntax

/// A `Tab(role: .search)` whose content is not a `NavigationStack`.
public struct SearchTabWithoutStack: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "search-tab-without-stack",
    summary: "Search tab content is not a NavigationStack; the search field will not appear",
    why:
      "A search-role tab shows its search field in the navigation bar of a NavigationStack with .searchable applied to the stack; without the stack there is no field.",
    reference: "Reference: Tab(role: .search), “Search tab requirement”")

  /// SwiftUI views that are never a navigation stack themselves.
  static let plainContainers: Set<String> = [
    "List", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
    "LazyHGrid", "Form", "Group", "Text", "ForEach", "ContentUnavailableView", "Grid",
  ]

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "Tab").filter(\.isDirectCall).compactMap { tab -> RuleViolation? in
      guard tab.argument("role")?.expression.trimmedDescription == ".search",
        let content = tab.contentClosure,
        let root = content.singleExpression
      else { return nil }
      let base = root.modifierChainRoot?.as(FunctionCallExprSyntax.self)
      guard let name = base?.calledName, name != "NavigationStack" else { return nil }
      let searchableOnContent =
        root.as(FunctionCallExprSyntax.self).map { call in
          call.calledName == "searchable" || call.modifiedExpression?.containsSearchable == true
        } ?? false
      guard Self.plainContainers.contains(name) || searchableOnContent else { return nil }
      return RuleViolation(
        at: root,
        message:
          "Search tab content is \(name), not a NavigationStack; wrap it in NavigationStack and apply .searchable to the stack"
      )
    }
  }
}

extension ExprSyntax {
  /// Whether `.searchable` is among the modifiers of this chain.
  fileprivate var containsSearchable: Bool {
    var expression: ExprSyntax? = self
    while let call = expression?.as(FunctionCallExprSyntax.self), call.isMemberCall {
      if call.calledName == "searchable" { return true }
      expression = call.modifiedExpression
    }
    return false
  }
}
