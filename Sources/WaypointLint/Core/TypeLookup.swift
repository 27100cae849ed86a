import SwiftSyntax

/// The type the code states for a name, found by walking out from where it is used: a closure's
/// parameter (a `ForEach(items) { item in … }`'s element, with `items` a stated `[T]`,
/// `T.allCases` or an array literal of `T`'s values), a `for` loop's element, a local constant, a
/// function's parameter, or the enclosing type's property. Nil when only the compiler could tell.
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
      if let closure = parent.as(ClosureExprSyntax.self), closure.signature == nil, name == "$0" {
        return elementType(iteratedBy: closure, at: parent)
      }
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
        return elementType(of: loop.sequence, at: parent)
      }
      if let statements = parent.as(CodeBlockItemListSyntax.self),
        let type = local(name, in: statements, before: current)
      {
        return type
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
      let collection = call.arguments.first, collection.label == nil
    else { return nil }
    return elementType(of: collection.expression, at: Syntax(call))
  }

  /// The element type of a collection written as a name of a stated `[T]` type, as
  /// `T.allCases`, or as an array literal of `T`'s values.
  private static func elementType(of collection: ExprSyntax, at node: Syntax) -> TypeSyntax? {
    if let reference = collection.as(DeclReferenceExprSyntax.self) {
      return element(of: typeSyntax(of: reference.baseName.text, at: node))
    }
    if let access = collection.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "allCases", let base = access.base
    {
      return typeNamed(by: base)
    }
    if let array = collection.as(ArrayExprSyntax.self), let first = array.elements.first {
      return type(ofValue: first.expression)
    }
    return nil
  }

  private static func element(of collection: TypeSyntax?) -> TypeSyntax? {
    collection?.as(ArrayTypeSyntax.self)?.element
  }

  /// The type of a value written through its type: `T.member`, `T(…)`, `T.member(…)`.
  private static func type(ofValue value: ExprSyntax) -> TypeSyntax? {
    if let call = value.as(FunctionCallExprSyntax.self) {
      return typeNamed(by: call.calledExpression) ?? type(ofValue: call.calledExpression)
    }
    if let access = value.as(MemberAccessExprSyntax.self), let base = access.base {
      return typeNamed(by: base)
    }
    return nil
  }

  /// The type an expression names (`Shelf`, `Library.Shelf`): names that start with a capital
  /// letter, as types' do.
  private static func typeNamed(by expression: ExprSyntax) -> TypeSyntax? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text.first?.isUppercase == true, reference.baseName.text != "Self"
    {
      return TypeSyntax(IdentifierTypeSyntax(name: .identifier(reference.baseName.text)))
    }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
      access.declName.baseName.text.first?.isUppercase == true, let baseType = typeNamed(by: base)
    {
      return TypeSyntax(
        MemberTypeSyntax(baseType: baseType, name: .identifier(access.declName.baseName.text)))
    }
    return nil
  }

  /// The type of a local constant or variable `name` declared before `use` in `statements`:
  /// its annotation, or the type its initial value is written through (`T.member`, `T(…)`,
  /// `T.allCases` as `[T]`, an array literal of `T`'s values as `[T]`).
  private static func local(
    _ name: String, in statements: CodeBlockItemListSyntax, before use: Syntax
  ) -> TypeSyntax? {
    for item in statements {
      if item.position >= use.position { break }
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return statedType(of: binding)
      }
    }
    return nil
  }

  /// A binding's annotated type, else the type its initial value is written through (`T.member`,
  /// `T(…)`; `T.allCases` and an array literal of `T`'s values as `[T]`).
  private static func statedType(of binding: PatternBindingSyntax) -> TypeSyntax? {
    if let annotation = binding.typeAnnotation?.type { return annotation }
    guard let value = binding.initializer?.value else { return nil }
    let isCollection =
      value.is(ArrayExprSyntax.self)
      || value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
    if isCollection, let element = elementType(of: value, at: Syntax(binding)) {
      return TypeSyntax(ArrayTypeSyntax(element: element))
    }
    return type(ofValue: value)
  }

  /// The stated type of a stored or computed property named `name`.
  private static func property(_ name: String, in members: MemberBlockSyntax) -> TypeSyntax? {
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        return statedType(of: binding)
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
