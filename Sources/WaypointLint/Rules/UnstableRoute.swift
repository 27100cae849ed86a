import Foundation
import SwiftSyntax

/// A route type (one the project pushes or has a destination for) whose cases carry closures or
/// views.
public struct UnstableRoute: ProjectLintRule {
  public init() {}

  public let description = RuleDescription(
    id: "unstable-route",
    summary: "A route carries a closure or a view; give routes stable, comparable data such as ids",
    why:
      "A path compares and hashes its values to tell what changed and to save them; a closure or a view has no meaningful equality, so routes that differ look equal (or equal ones differ), screens are pushed twice or not at all, and the path cannot be restored.",
    reference:
      "Skill: Review Checklist, “Route enum is Hashable with stable identifiers”; Common Mistakes 4"
  )

  public func check(project files: [LintedFile]) -> [(file: LintedFile, violation: RuleViolation)] {
    let routes = Self.routeTypes(in: files)
    var result: [(file: LintedFile, violation: RuleViolation)] = []
    for file in files {
      for declaration in file.index.enums where routes.contains(declaration.name.text) {
        for member in declaration.memberBlock.members {
          guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
          for element in cases.elements {
            for parameter in element.parameterClause?.parameters ?? [] {
              let type = parameter.type.trimmedDescription
              guard let kind = Self.unstableKind(type) else { continue }
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

  /// The types the project uses as routes: those with a destination, and those it pushes by name.
  static func routeTypes(in files: [LintedFile]) -> Set<String> {
    var names = Set<String>()
    for file in files {
      for call in file.index.calls(named: "navigationDestination") {
        if let type = call.argument("for")?.expression.trimmedDescription, type.hasSuffix(".self") {
          names.insert(DestinationMissing.baseName(String(type.dropLast(5))))
        }
      }
      for link in file.index.calls(named: "NavigationLink") where link.isDirectCall {
        if let value = link.argument("value")?.expression,
          let type = DestinationMissing.typeName(of: value)
        {
          names.insert(type)
        }
      }
    }
    return names
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
