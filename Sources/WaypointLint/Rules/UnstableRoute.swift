import Foundation
import SwiftSyntax

/// A route type (one the project pushes or has a destination for) whose cases carry closures or
/// views.
public struct UnstableRoute: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "unstable-route",
    summary: "A route carries a closure or a view; give routes stable, comparable data such as ids",
    why:
      "A path compares and hashes its values to tell what changed and to save them; a closure or a view has no meaningful equality, so routes that differ look equal (or equal ones differ), screens are pushed twice or not at all, and the path cannot be restored.",
    reference:
      "Skill: Review Checklist, “Route enum is Hashable with stable identifiers”; Common Mistakes 4"
  )

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    var result: [(file: LintedFile, violation: RuleViolation)] = []
    for route in project.routeTypes.sorted() {
      for found in project.declarations[route] ?? [] {
        guard let declaration = found.syntax.as(EnumDeclSyntax.self) else { continue }
        let file = found.file
        for member in declaration.memberBlock.members {
          guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
          for element in cases.elements {
            for parameter in element.parameterClause?.parameters ?? [] {
              let type = parameter.type.trimmedDescription
              guard let kind = Self.unstableKind(type) ?? Self.valueEqualClass(type, in: project)
              else { continue }
              result.append(
                (
                  file,
                  RuleViolation(
                    at: parameter.type,
                    message:
                      "\(declaration.name.text).\(element.name.text) carries \(kind) (\(type)); carry the id of what it shows and build the rest in navigationDestination"
                  )
                ))
            }
          }
        }
      }
    }
    return result
  }

  /// "a class whose == compares its stored values" when the payload is a class of the project
  /// whose `==` compares neither identity (`===`, `ObjectIdentifier`) nor ids: a change to the
  /// object changes a route already in the path. Nil when there is no such `==` to read.
  static func valueEqualClass(_ type: String, in project: ProjectIndex) -> String? {
    let name = ProjectIndex.baseName(type.trimmingCharacters(in: CharacterSet(charactersIn: "?! ")))
    let declarations = project.declarations[name] ?? []
    guard declarations.contains(where: { $0.syntax.is(ClassDeclSyntax.self) }) else { return nil }
    for declaration in declarations {
      for member in declaration.syntax.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "==",
          let body = function.body?.statements.trimmedDescription
        else { continue }
        let byIdentity = body.contains("===") || body.contains("ObjectIdentifier")
        let byID = body.contains(".id ==") || body.contains(".id==")
        return byIdentity || byID ? nil : "a class whose == compares its stored values"
      }
    }
    return nil
  }

  /// What makes a payload type unstable, if it is.
  static func unstableKind(_ type: String) -> String? {
    if type.contains("->") { return "a closure" }
    let name = type.trimmingCharacters(in: CharacterSet(charactersIn: "()?! "))
    if name == "AnyView" || name.hasSuffix("View") || name.hasPrefix("any View")
      || name.hasPrefix("some View")
    {
      return "a view"
    }
    return nil
  }
}
