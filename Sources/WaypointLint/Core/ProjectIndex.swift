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
      // `navigationDestination(for:)` also counts called on `self`, in a modifier or extension.
      for call in file.index.calls(named: "navigationDestination") {
        if let type = call.argument("for")?.expression.trimmedDescription, type.hasSuffix(".self") {
          destinationTypes.insert(Self.baseName(String(type.dropLast(5))))
        }
      }
      for link in file.index.calls(named: "NavigationLink") where link.isDirectCall {
        // In a list with a selection, a value link selects a row (a split view's sidebar).
        guard let value = link.argument("value")?.expression, !Self.isInSelectingList(link),
          let type = Self.typeName(of: value)
        else { continue }
        pushes.append(Push(file: file, value: value, type: type))
      }
      for append in file.index.calls(named: "append") where append.isMemberCall {
        guard let base = append.modifiedExpression?.trimmedDescription, base.namesPath,
          append.arguments.count == 1, let value = append.arguments.first?.expression,
          let type = Self.typeName(of: value)
        else { continue }
        pushes.append(Push(file: file, value: value, type: type))
      }
      for call in file.index.calls(named: "onOpenURL") where call.isMemberCall {
        openURLHandlers.append((file, call))
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

  /// The type of a pushed value when the code names it: `Route.recipe(id)`, `Route.settings`,
  /// `Recipe(…)`, a string or integer literal. Nil when only the compiler could tell.
  public static func typeName(of value: ExprSyntax) -> String? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    var expression = value
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    {
      return isTypeName(base.baseName.text) ? base.baseName.text : nil
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      value.is(FunctionCallExprSyntax.self), isTypeName(reference.baseName.text)
    {
      return reference.baseName.text
    }
    return nil
  }

  /// `Route` of `Route`, `AppModel.Route` or `Route<Int>`: types are compared by the last name.
  public static func baseName(_ type: String) -> String {
    let withoutGenerics = type.split(separator: "<").first.map(String.init) ?? type
    return withoutGenerics.split(separator: ".").last.map(String.init) ?? withoutGenerics
  }

  static func isTypeName(_ name: String) -> Bool {
    name.first?.isUppercase == true && name != "Self"
  }

  private static func isInSelectingList(_ link: FunctionCallExprSyntax) -> Bool {
    link.enclosingCalls.contains { call, _ in
      call.calledName == "List" && call.hasArgument("selection")
    }
  }
}
