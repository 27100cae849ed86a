import SwiftSyntax

/// An observable router or navigation model holding a path, not isolated to the main actor.
public struct RouterWithoutMainActor: LintRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, summary, reason and reference.
  public let description = RuleDescription(
    id: "router-without-main-actor",
    summary: "Navigation model holding a path is not @MainActor",
    why:
      "Views read and write the path on the main actor; without the isolation, Swift 6 reports data races and a change from another thread corrupts navigation.",
    reference: "Patterns: anti-patterns, “Not MainActor isolated”; skill: Common Mistakes 10",
    hasFixIt: true)

  /// The rule's findings in `file`.
  public func check(_ file: LintedFile) -> [RuleViolation] {
    file.index.classes.compactMap { declaration -> RuleViolation? in
      guard Self.isObservable(declaration), !declaration.attributes.names.contains("MainActor"),
        let path = Self.pathProperty(in: declaration)
      else { return nil }
      return RuleViolation(
        at: declaration.name,
        message:
          "\(declaration.name.text) holds the navigation path `\(path)` but is not @MainActor",
        fix: ("Add @MainActor", [.insert("@MainActor ", before: declaration)]))
    }
  }

  static func isObservable(_ declaration: ClassDeclSyntax) -> Bool {
    if declaration.attributes.names.contains("Observable") { return true }
    let inherited =
      declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    return inherited.contains { $0 == "ObservableObject" || $0 == "Combine.ObservableObject" }
  }

  /// The name of a stored property holding a `NavigationPath` or a path array, unless that
  /// property is itself main-actor isolated.
  static func pathProperty(in declaration: ClassDeclSyntax) -> String? {
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.attributes.names.contains("MainActor"),
        !variable.modifiers.contains(where: { $0.name.text == "static" })
      else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          continue
        }
        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        let initializer = binding.initializer?.value.trimmedDescription ?? ""
        if type.contains("NavigationPath") || initializer.hasPrefix("NavigationPath(") {
          return name
        }
        let isArray = type.hasPrefix("[") || initializer.hasPrefix("[")
        if name.namesPath && isArray { return name }
      }
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// The names of the attributes: `MainActor` for `@MainActor`.
  var names: [String] {
    compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
  }
}
