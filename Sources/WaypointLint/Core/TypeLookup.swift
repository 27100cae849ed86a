import SwiftSyntax

/// The type the code states for a name, found by walking out from where it is used: a closure's
/// parameter (a `ForEach(items) { item in … }`'s element), a `for` loop's element, a function's
/// parameter, or the enclosing type's property. Nil when only the compiler could tell.
enum TypeLookup {
  /// The stated type of `name` as seen at `node`, as written (`Recipe`, `Model.Item`).
  static func type(of name: String, at node: some SyntaxProtocol) -> String? {
    guard let type = typeSyntax(of: name, at: Syntax(node)) else { return nil }
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
    return type.trimmedDescription
  }

  private static func typeSyntax(of name: String, at node: Syntax) -> TypeSyntax? {
    var current = node
    while let parent = current.parent {
      defer { current = parent }
      if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
        switch signature.parameterClause {
        case .simpleInput(let names):
          guard names.contains(where: { $0.name.text == name }) else { continue }
          return elementType(iteratedBy: closure, at: parent)
        case .parameterClause(let clause):
          guard let parameter = clause.parameters.first(where: { $0.name(is: name) }) else {
            continue
          }
          return parameter.type ?? elementType(iteratedBy: closure, at: parent)
        case nil:
          continue
        }
      }
      if let loop = parent.as(ForStmtSyntax.self),
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        guard let sequence = loop.sequence.as(DeclReferenceExprSyntax.self) else { return nil }
        return element(of: typeSyntax(of: sequence.baseName.text, at: parent))
      }
      if let function = parent.as(FunctionDeclSyntax.self),
        let parameter = function.signature.parameterClause.parameters.first(where: {
          ($0.secondName ?? $0.firstName).text == name
        })
      {
        return parameter.type
      }
      if let members = parent.as(MemberBlockSyntax.self) {
        return property(name, in: members)
      }
    }
    return nil
  }

  /// The element type of the collection a `ForEach(items)` or `List(items)` closure iterates.
  private static func elementType(iteratedBy closure: ClosureExprSyntax, at node: Syntax)
    -> TypeSyntax?
  {
    guard let (call, _) = closure.owningCall, ["ForEach", "List"].contains(call.calledName),
      let collection = call.arguments.first, collection.label == nil,
      let reference = collection.expression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return element(of: typeSyntax(of: reference.baseName.text, at: Syntax(call)))
  }

  private static func element(of collection: TypeSyntax?) -> TypeSyntax? {
    collection?.as(ArrayTypeSyntax.self)?.element
  }

  /// The annotated type of a stored or computed property named `name`.
  private static func property(_ name: String, in members: MemberBlockSyntax) -> TypeSyntax? {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return binding.typeAnnotation?.type
      }
    }
    return nil
  }
}

extension ClosureParameterSyntax {
  fileprivate func name(is name: String) -> Bool {
    (secondName ?? firstName).text == name
  }
}
