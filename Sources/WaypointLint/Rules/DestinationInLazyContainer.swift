import SwiftSyntax

/// `navigationDestination` declared inside `List` or a lazy stack or grid (a `ForEach` there too).
public struct DestinationInLazyContainer: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "destination-in-lazy-container",
    summary: "navigationDestination inside a lazy container",
    why:
      "Lazy containers create rows only when they scroll into view, so the stack may not see the destination and the link silently does nothing.",
    reference: "Patterns: anti-patterns, “May not be loaded when needed”")

  /// `ForEach` is not one: it is as lazy as the container around it, eager in a `VStack`.
  static let lazyContainers: Set<String> = [
    "List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table",
    "OutlineGroup",
  ]

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.calls(named: "navigationDestination").filter(\.isMemberCall).compactMap {
      call -> RuleViolation? in
      for (container, label) in call.enclosingCalls {
        guard let name = container.calledName else { continue }
        if name == "NavigationStack" || name == "NavigationSplitView" { return nil }
        if presentationModifiers.contains(name) || name == "navigationDestination" { return nil }
        if Self.lazyContainers.contains(name) && label != "header" && label != "footer" {
          return RuleViolation(
            at: call.nameNode,
            message:
              "navigationDestination inside \(name); declare it outside, on the container or the stack's root"
          )
        }
      }
      return nil
    }
  }
}
