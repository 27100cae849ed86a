import SwiftSyntax

/// What one project declares and uses, gathered once from all its files, so that project rules
/// look across files and views: its types and their conformances, the types its destinations
/// register, the values it pushes, its `@Observable` classes and what they hold.
public struct ProjectIndex: Sendable {
  /// A type declaration or an extension, with the file it is in.
  public struct Declaration: Sendable {
    /// The file.
    public var file: LintedFile
    /// The declaration (`struct`, `class`, `enum`, `actor` or `extension`).
    public var syntax: any DeclGroupSyntax & Sendable
    /// The type's name (for an extension, the extended type's last name).
    public var name: String
    /// The names it inherits or conforms to, as written.
    public var inherited: [String]
  }

  /// A value pushed onto a stack, whose type the code names.
  public struct Push: Sendable {
    /// The file.
    public var file: LintedFile
    /// The value, as a `NavigationLink(value:)` argument or a path append's argument.
    public var value: ExprSyntax
    /// Its type's last name.
    public var type: String
  }

  /// The project's files.
  public let files: [LintedFile]
  /// Type declarations and extensions, by the type's last name.
  public private(set) var declarations: [String: [Declaration]] = [:]
  /// The types `navigationDestination(for:)` registers, by last name.
  public private(set) var destinationTypes: Set<String> = []
  /// The values pushed with `NavigationLink(value:)` (outside selecting lists) or path appends.
  public private(set) var pushes: [Push] = []
  /// The `onOpenURL` handlers, in file order.
  public private(set) var openURLHandlers: [(file: LintedFile, call: FunctionCallExprSyntax)] = []

  /// Whether a destination registers a type only known when it runs (a generic parameter or a
  /// metatype variable): it may map any pushed type.
  public private(set) var hasGenericDestination = false
  /// Whether the project is an Xcode project that builds for the Mac only (every `SDKROOT` is
  /// `macosx`), where sheets are sized by their content.
  public var isMacOnly = false
  /// Types registered by destinations in the other projects linted with this one: a package's
  /// pushes are often shown by the app that uses it.
  public var destinationTypesElsewhere: Set<String> = []
  /// The types that a list's selection holds (`List(selection: $item)` with `var item: Item?`):
  /// a value link of that type in a row, even one built by a helper, selects rather than pushes.
  public private(set) var selectionTypes: Set<String> = []

  /// Indexes `files`.
  public init(files: [LintedFile]) {
    self.files = files
    for file in files {
      let groups: [any DeclGroupSyntax & Sendable] =
        file.index.structs + file.index.classes + file.index.enums + file.index.extensions
      for group in groups {
        guard let name = group.typeName else { continue }
        let inherited = group.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        declarations[name, default: []].append(
          Declaration(file: file, syntax: group, name: name, inherited: inherited))
      }
    }
    var selectionNames: Set<String> = []
    for file in files {
      // `navigationDestination(for:)` also counts called on `self`, in a modifier or extension.
      for call in file.index.calls(named: "navigationDestination") {
        guard let type = call.argument("for")?.expression else { continue }
        let text = type.trimmedDescription
        guard text.hasSuffix(".self"), !Self.isGenericParameter(String(text.dropLast(5)), at: call)
        else {
          hasGenericDestination = true
          continue
        }
        destinationTypes.insert(Self.baseName(String(text.dropLast(5))))
      }
      for list in file.index.calls(named: "List") {
        if let name = list.argument("selection")?.expression.trailingName {
          selectionNames.insert(name)
        }
      }
      for link in file.index.calls(named: "NavigationLink") where link.isDirectCall {
        // In a list with a selection, a value link selects a row (a split view's sidebar); an
        // initialiser with other labels is the app's own, which may not push the value.
        guard let value = link.argument("value")?.expression, !Self.isInSelectingList(link),
          link.arguments.allSatisfy({ [nil, "value", "label"].contains($0.label?.text) }),
          let type = typeName(of: value)
        else { continue }
        pushes.append(Push(file: file, value: value, type: type))
      }
      for append in file.index.calls(named: "append") where append.isMemberCall {
        guard let base = append.modifiedExpression?.trailingName, base.namesPath,
          append.arguments.count == 1, append.arguments.first?.label == nil,
          let value = append.arguments.first?.expression, let type = typeName(of: value),
          !Self.isDeclaredAsOtherThanPath(base, around: append)
        else { continue }
        pushes.append(Push(file: file, value: value, type: type))
      }
      for call in file.index.calls(named: "onOpenURL") where call.isMemberCall {
        openURLHandlers.append((file, call))
      }
    }
    for declaration in declarations.values.joined() {
      for member in declaration.syntax.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            selectionNames.contains(name), let type = binding.typeAnnotation?.type
          else { continue }
          selectionTypes.formUnion(Self.namedTypes(in: type))
        }
      }
    }
  }

  /// The type of a pushed value when the code names it: a case of one of the project's enums
  /// (`Route.recipe(id)`, `Route.settings`), an initialiser of one of its types (`Recipe(…)`), a
  /// string or integer literal. Nil when only the compiler could tell (`Formatter.string(…)`).
  public func typeName(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    var expression = value
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
      let type = base.trailingName, Self.isTypeName(type),
      hasEnumCase(member.declName.baseName.text, in: type)
    {
      return type
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      value.is(FunctionCallExprSyntax.self), Self.isTypeName(reference.baseName.text),
      declarations[reference.baseName.text] != nil
    {
      return reference.baseName.text
    }
    // A name whose type the code states where it comes from (a `ForEach` over `T.allCases`, a
    // `let` made from `T`'s values), when the project declares that type.
    if let reference = value.as(DeclReferenceExprSyntax.self),
      let type = TypeLookup.type(of: reference.baseName.text, at: value),
      declarations[Self.baseName(type)] != nil
    {
      return Self.baseName(type)
    }
    return nil
  }

  /// Whether the project declares an enum `type` with a case `name`.
  public func hasEnumCase(_ name: String, in type: String) -> Bool {
    (declarations[type] ?? []).contains { declaration in
      guard let enumeration = declaration.syntax.as(EnumDeclSyntax.self) else { return false }
      return enumeration.memberBlock.members.contains { member in
        member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == name } ?? false
      }
    }
  }

  /// The types used as routes: those with a destination, and those pushed by name.
  public var routeTypes: Set<String> {
    destinationTypes.union(pushes.map(\.type))
  }

  /// Whether any declaration of `type` (or an extension of it) conforms to `name`.
  public func conforms(_ type: String, to name: String) -> Bool {
    declarations[type]?.contains { $0.inherited.contains(name) } ?? false
  }

  /// The `@Observable` classes.
  public var observableClasses: [(file: LintedFile, syntax: ClassDeclSyntax)] {
    declarations.values.flatMap { $0 }.compactMap { declaration in
      guard let syntax = declaration.syntax.as(ClassDeclSyntax.self),
        syntax.attributes.names.contains("Observable")
      else { return nil }
      return (declaration.file, syntax)
    }
  }

  /// `Route` of `Route`, `AppModel.Route` or `Route<Int>`: types are compared by the last name.
  public static func baseName(_ type: String) -> String {
    let withoutGenerics = type.split(separator: "<").first.map(String.init) ?? type
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }

  static func isTypeName(_ name: String) -> Bool {
    name.first?.isUppercase == true && name != "Self"
  }

  /// The type names a type annotation mentions: `Item` and `Set` for `Set<Item>?`.
  static func namedTypes(in type: TypeSyntax) -> Set<String> {
    var names: Set<String> = []
    func visit(_ node: Syntax) {
      if let identifier = node.as(IdentifierTypeSyntax.self) { names.insert(identifier.name.text) }
      if let member = node.as(MemberTypeSyntax.self) { names.insert(member.name.text) }
      for child in node.children(viewMode: .sourceAccurate) { visit(child) }
    }
    visit(Syntax(type))
    return names
  }

  /// Whether the nearest declaration of `name` in scope (a local, or a member of the type
  /// around) says it is something other than a navigation path: a `String` such as a file path
  /// (`var workingPath = FileManager.default.currentDirectoryPath`).
  static func isDeclaredAsOtherThanPath(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      var statements: [Syntax] = []
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        statements = block.map { Syntax($0.item) }
      } else if let members = parent.as(MemberBlockItemListSyntax.self) {
        statements = members.map { Syntax($0.decl) }
      }
      for statement in statements {
        guard let variable = statement.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          return !isPathDeclaration(binding)
        }
      }
      current = parent.parent
    }
    return false
  }

  /// A `NavigationPath` or an array (a binding to either, or one made by `NavigationPath()`,
  /// `[]` or `[T]()`).
  private static func isPathDeclaration(_ binding: PatternBindingSyntax) -> Bool {
    if let type = binding.typeAnnotation?.type {
      let text = type.trimmedDescription
      return text.contains("NavigationPath") || text.contains("[")
    }
    guard let value = binding.initializer?.value else { return true }
    if value.is(ArrayExprSyntax.self) { return true }
    if let call = value.as(FunctionCallExprSyntax.self) {
      return call.calledName == "NavigationPath" || call.calledExpression.is(ArrayExprSyntax.self)
    }
    return false
  }

  /// Whether `name` is a generic parameter of a declaration around `node`.
  static func isGenericParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      let clause =
        parent.as(FunctionDeclSyntax.self)?.genericParameterClause
        ?? parent.as(StructDeclSyntax.self)?.genericParameterClause
        ?? parent.as(ClassDeclSyntax.self)?.genericParameterClause
        ?? parent.as(EnumDeclSyntax.self)?.genericParameterClause
        ?? parent.as(InitializerDeclSyntax.self)?.genericParameterClause
      if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
      current = parent.parent
    }
    return false
  }

  private static func isInSelectingList(_ link: FunctionCallExprSyntax) -> Bool {
    link.enclosingCalls.contains { call, _ in
      call.calledName == "List" && call.hasArgument("selection")
    }
  }
}
