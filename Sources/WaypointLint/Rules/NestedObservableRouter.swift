import Foundation
import SwiftSyntax

/// An `@Observable` router (a class holding a navigation path) kept inside another
/// `@Observable` object.
public struct NestedObservableRouter: ProjectLintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "nested-observable-router",
    summary: "An @Observable router is kept inside another @Observable object; own it at the root",
    why:
      "A router kept inside another observable object lives and is replaced with that object, so views can hold a stale router and navigation state has two owners; created once at the app's root and passed with .environment, every view reads the same one.",
    reference: "Skill: Common Mistakes 5")

  /// The rule's findings across the project's files.
  public func check(project: ProjectIndex) -> [(file: LintedFile, violation: RuleViolation)] {
    let classes = project.observableClasses
    let routers = Set(classes.filter { Self.holdsPath($0.syntax) }.map(\.syntax.name.text))
    guard !routers.isEmpty else { return [] }
    var result: [(file: LintedFile, violation: RuleViolation)] = []
    for (file, declaration) in classes {
      for member in declaration.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.text == "static" })
        else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let router = Self.routerType(of: binding, among: routers),
            router != declaration.name.text,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { continue }
          result.append(
            (
              file,
              RuleViolation(
                at: binding,
                message:
                  "\(declaration.name.text).\(name) holds the router \(router); create it at the app's root and pass it with .environment"
              )
            ))
        }
      }
    }
    return result
  }

  /// Whether the class stores a navigation path.
  static func holdsPath(_ declaration: ClassDeclSyntax) -> Bool {
    declaration.memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains { binding in
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let initializer = binding.initializer?.value.trimmedDescription ?? ""
        return type.contains("NavigationPath") || initializer.hasPrefix("NavigationPath(")
          || (name.namesPath && (type.hasPrefix("[") || initializer.hasPrefix("[")))
      }
    }
  }

  /// The router class a stored property holds, by its annotation or its initializer.
  private static func routerType(of binding: PatternBindingSyntax, among routers: Set<String>)
    -> String?
  {
    if let type = binding.typeAnnotation?.type.trimmedDescription {
      let name = type.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
      return routers.contains(name) ? name : nil
    }
    if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      return routers.contains(name) ? name : nil
    }
    return nil
  }
}
