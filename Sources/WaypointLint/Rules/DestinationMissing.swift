import SwiftSyntax

/// A value pushed (a `NavigationLink(value:)` or a path append) whose type no
/// `navigationDestination(for:)` in the project maps.
public struct DestinationMissing: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "destination-missing",
    summary: "A value is pushed whose type has no navigationDestination(for:) in the project",
    why:
      "A stack shows a pushed value only through a destination registered for its type; without one the link does nothing, or the path shows an empty screen, with only a console warning.",
    reference: "Skill: Review Checklist, “navigationDestination(for:) maps all route types”")

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    // A destination for a generic type may map anything.
    guard !project.hasGenericDestination else { return [] }
    let mapped = project.destinationTypes.union(project.destinationTypesElsewhere)
      .union(project.selectionTypes)
    // A view pushed as a value is view-in-path's finding; one report is enough.
    return project.pushes.filter {
      !mapped.contains($0.type) && !$0.type.hasSuffix("View")
    }.map { push in
      (
        push.file,
        RuleViolation(
          at: push.value,
          message:
            "\(push.type) is pushed here but no navigationDestination(for: \(push.type).self) is declared in this project; add one to the stack"
        )
      )
    }
  }
}
