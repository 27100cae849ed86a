import SwiftSyntax

/// A saved navigation model whose path holds whole model values instead of their ids.
public struct PersistedPathOfModels: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "persisted-path-of-models",
    summary: "A saved navigation path stores whole model values; store their ids and look them up",
    why:
      "A path saved with full models duplicates data the app already has; after a restore it shows stale copies of items that were edited or deleted since.",
    reference: "Patterns: anti-patterns, “Duplicates data, stale on restore”")

  /// Element type names that say the values are ids or routes, not models.
  static let routeSuffixes = [
    "ID", "Id", "Route", "Destination", "Screen", "Step", "Tab", "Page", "Link", "Path", "Int",
    "String", "UUID",
  ]

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    // A path is a property named so, or an array of the values the project pushes.
    let routes = project.routeTypes
    var result: [(file: LintedFile, violation: RuleViolation)] = []
    for declaration in project.declarations.values.joined()
    where declaration.syntax.is(ClassDeclSyntax.self)
      || declaration.syntax.is(StructDeclSyntax.self)
    {
      let type = TypeDeclaration(
        declaration.syntax.inheritanceClause, declaration.syntax.memberBlock)
      guard Self.isCodable(type.inherited) else { continue }
      for variable in type.members {
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            name.namesPath,
            let array = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)
          else { continue }
          let element = array.element.trimmedDescription
          guard
            ["path", "navigationpath"].contains(name.lowercased())
              || routes.contains(ProjectIndex.baseName(element)),
            !Self.routeSuffixes.contains(where: { element.hasSuffix($0) }),
            !Self.isEnum(ProjectIndex.baseName(element), in: project),
            !type.encodesOnlyDerivedValues(of: name)
          else { continue }
          result.append(
            (
              declaration.file,
              RuleViolation(
                at: binding,
                message:
                  "`\(name)` stores whole \(element) values in a saved path; store \(element).ID values and look them up on restore"
              )
            ))
        }
      }
    }
    return result
  }

  /// Whether the project declares `name` as an enum: its values are routes (a day, a section),
  /// not copies of the app's data.
  private static func isEnum(_ name: String, in project: ProjectIndex) -> Bool {
    project.declarations[name]?.contains { $0.syntax.is(EnumDeclSyntax.self) } ?? false
  }

  private static func isCodable(_ inherited: [String]) -> Bool {
    inherited.contains("Codable")
      || (inherited.contains("Encodable") && inherited.contains("Decodable"))
  }
}

/// A class or struct declaration, reduced to what this rule reads.
private struct TypeDeclaration {
  var inherited: [String]
  var members: [VariableDeclSyntax]
  /// Its own `encode(to:)`, if it writes itself.
  var encode: FunctionDeclSyntax?

  init(_ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax) {
    inherited = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    self.members = members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    encode = members.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
      $0.name.text == "encode"
        && $0.signature.parameterClause.parameters.first?.firstName.text == "to"
    }
  }

  /// Whether the type's own `encode(to:)` writes something made from `property` (its ids,
  /// as the reference's §4.2 does) rather than the property itself.
  func encodesOnlyDerivedValues(of property: String) -> Bool {
    guard let body = encode?.body else { return false }
    let writesWhole = body.descendantCalls(named: "encode").contains { call in
      call.arguments.contains { argument in
        let text = argument.expression.trimmedDescription
        return text == property || text == "self." + property
      }
    }
    return !writesWhole
  }
}
