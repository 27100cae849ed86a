import SwiftSyntax

/// Deep links handled by several `onOpenURL` handlers instead of one router.
public struct ScatteredOpenURL: ProjectLintRule {
  public init() {}

  public let description = RuleDescription(
    id: "scattered-open-url",
    summary: "URLs are handled in several onOpenURL handlers; parse them in one router",
    why:
      "Handlers spread over views run in an order that depends on which views exist, so a link can be handled twice, by the wrong screen, or not at all before the view appears.",
    reference: "Skill: Common Mistakes 8, “centralize URL parsing in the router”")

  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    let handlers = project.openURLHandlers
    guard handlers.count > 1, let (firstFile, firstCall) = handlers.first else { return [] }
    let first = firstFile.position(of: firstCall.positionAfterSkippingLeadingTrivia)
    return handlers.dropFirst().map { file, call in
      (
        file,
        RuleViolation(
          at: call.nameNode,
          message:
            "one of \(handlers.count) onOpenURL handlers (the first is at \(firstFile.path):\(first.line)); handle URLs in one place and route from there"
        )
      )
    }
  }
}
