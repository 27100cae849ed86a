import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A stored property `@Model` persists, as written in the class.
struct ModelMember {
  let name: String
  /// A `let`: restored by assignment in the restoring initializer, never written afterwards.
  let isConstant: Bool
  /// The arguments of its `@Attribute(…)` or `@Relationship(…)`, as written.
  let attributeArguments: String?
  let relationshipArguments: String?
  /// The initial value as written, for rows a migration adds the column to.
  let initializer: String?

  /// The entry of `_$modelProperties` for this property of `typeName`.
  func descriptor(in typeName: String) -> String {
    let keyPath = "\\\(typeName).\(name)"
    var text = "SwiftData.ModelProperty(name: \"\(name)\", keyPath: \(keyPath)"
    text += isConstant ? "" : ", storage: \\\(typeName)._\(name)"
    if let relationshipArguments {
      text += ", relationship: SwiftData.RelationshipSpec(\(relationshipArguments))"
    } else if let attributeArguments {
      text += ", attribute: SwiftData.AttributeSpec(\(attributeArguments))"
    }
    if relationshipArguments == nil, !isConstant, let initializer {
      text += ", defaultValue: { \(initializer) }"
    }
    // Read directly: faster than through the key path for a store writing thousands of rows.
    text += ", read: { $0.\(isConstant ? name : "_" + name) }"
    return text + ")"
  }

  /// The persisted properties of `classDecl`, in the order they are written.
  static func properties(
    of classDecl: ClassDeclSyntax, in context: some MacroExpansionContext
  ) -> [ModelMember] {
    var members: [ModelMember] = []
    for item in classDecl.memberBlock.members {
      guard let variable = item.decl.as(VariableDeclSyntax.self), isPersisted(variable),
        let name = singleName(of: variable)
      else { continue }
      let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
      if isConstant, variable.bindings.first?.initializer != nil {
        context.diagnose(
          Diagnostic(node: Syntax(variable), message: ModelMessage.constantWithValue))
        continue
      }
      if hasObservers(variable) {
        context.diagnose(
          Diagnostic(node: Syntax(variable), message: ModelMessage.observedProperty))
        continue
      }
      members.append(
        ModelMember(
          name: name, isConstant: isConstant,
          attributeArguments: arguments(of: "Attribute", in: variable),
          relationshipArguments: arguments(of: "Relationship", in: variable),
          initializer: variable.bindings.first?.initializer?.value.trimmedDescription))
    }
    return members
  }

  /// Whether `variable` is a stored instance property the model persists: not static, not
  /// computed, not lazy, not `@Transient` or `@ObservationIgnored`, not one `@Model` made.
  static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard let name = singleName(of: variable), !name.hasPrefix("_$") else { return false }
    let excludedModifiers: Set<String> = ["static", "class", "lazy", "override"]
    if variable.modifiers.contains(where: { excludedModifiers.contains($0.name.text) }) {
      return false
    }
    if hasAttribute(named: ["Transient", "ObservationIgnored"], on: variable) { return false }
    guard let binding = variable.bindings.first else { return false }
    switch binding.accessorBlock?.accessors {
    case nil: return true
    case .getter: return false
    case .accessors(let accessors):
      return accessors.allSatisfy {
        [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  /// The one name a declaration binds, or nil for `var a, b` and patterns.
  static func singleName(of variable: VariableDeclSyntax) -> String? {
    guard variable.bindings.count == 1,
      let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.text
  }

  /// The `#Unique<…>([…], […])` and `#Index<…>(…)` lists of `classDecl`, as key path arrays.
  static func constraints(of classDecl: ClassDeclSyntax) -> (unique: [String], indexes: [String]) {
    var unique: [String] = []
    var indexes: [String] = []
    for item in classDecl.memberBlock.members {
      guard let expansion = item.decl.as(MacroExpansionDeclSyntax.self) else { continue }
      let lists = expansion.arguments.map { $0.expression.trimmedDescription }
      let typeName = classDecl.name.text
      let qualified = lists.map { qualify($0, with: typeName) }
      switch expansion.macroName.text {
      case "Unique": unique += qualified
      case "Index": indexes += qualified
      default: continue
      }
    }
    return (unique, indexes)
  }

  /// `[\.a, \.b]` as `[\Type.a, \Type.b] as [PartialKeyPath<Type>]`, so that it type-checks
  /// outside the macro's generic context.
  private static func qualify(_ list: String, with typeName: String) -> String {
    "(\(list.split(separator: "\\.", omittingEmptySubsequences: false).joined(separator: "\\\(typeName).")) as [PartialKeyPath<\(typeName)>])"
  }

  static func hasObservers(_ variable: VariableDeclSyntax) -> Bool {
    if case .accessors(let accessors) = variable.bindings.first?.accessorBlock?.accessors {
      return !accessors.isEmpty
    }
    return false
  }

  private static func hasAttribute(named names: Set<String>, on variable: VariableDeclSyntax)
    -> Bool
  {
    variable.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return names.contains(attribute.attributeName.trimmedDescription)
        || names.contains { attribute.attributeName.trimmedDescription == "SwiftData.\($0)" }
    }
  }

  private static func arguments(of attributeName: String, in variable: VariableDeclSyntax)
    -> String?
  {
    for element in variable.attributes {
      guard case .attribute(let attribute) = element else { continue }
      let name = attribute.attributeName.trimmedDescription
      guard name == attributeName || name == "SwiftData.\(attributeName)" else { continue }
      return attribute.arguments?.trimmedDescription ?? ""
    }
    return nil
  }
}
