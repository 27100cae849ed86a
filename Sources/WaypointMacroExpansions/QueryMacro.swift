import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Query(…) var models: [Model]`: a private `_models`, a `Query<Model, [Model]>` made with the
/// same arguments, and a getter reading it. `_models` is internal, not private, so that the
/// view's memberwise initializer stays as usable as it was (it gains a defaulted `_models:`). A macro rather than the property wrapper alone, so
/// that the model type comes from the property's type (`@Query var items: [Item]` has nothing
/// else to infer it from) and `_models = Query(…)` in an initializer has a type to fill.
public struct QueryMacro: AccessorMacro, PeerMacro {
  /// The getter.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = property(of: declaration) else { return [] }
    return ["get { _\(raw: property.name).wrappedValue }"]
  }

  /// The query itself, stored beside the property.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = property(of: declaration) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: QueryMessage.needsArrayType))
      return []
    }
    let arguments = node.arguments?.trimmedDescription ?? ""
    return [
      """
      var _\(raw: property.name) = \
      SwiftData.Query<\(raw: property.model), [\(raw: property.model)]>(\(raw: arguments))
      """
    ]
  }

  /// The property's name and the model type of its `[Model]` or `Array<Model>` type.
  private static func property(of declaration: some DeclSyntaxProtocol)
    -> (name: String, model: String)?
  {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type
    else { return nil }
    if let array = type.as(ArrayTypeSyntax.self) {
      return (name, array.element.trimmedDescription)
    }
    if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
      let argument = generic.genericArgumentClause?.arguments.first,
      generic.genericArgumentClause?.arguments.count == 1
    {
      return (name, argument.argument.trimmedDescription)
    }
    return nil
  }
}

/// What `@Query` says when it cannot make a query.
enum QueryMessage: String, DiagnosticMessage {
  case needsArrayType

  var message: String {
    "@Query applies to one `var` whose type is written as an array of a model type: "
      + "`@Query var items: [Item]`."
  }

  var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
