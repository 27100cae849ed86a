import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model` on a class: each stored `var` becomes a persisted property (`@_PersistedProperty`),
/// the class gets the state SwiftData keeps for it, an initializer that restores it from a store's
/// row, the list of its properties for the schema, and conformance to `PersistentModel` and
/// `Observable`.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The model's state, its observation registrar, its restoring initializer and its property list.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: ModelMessage.notAClass))
      return []
    }
    let typeName = classDecl.name.text
    let properties = ModelMember.properties(of: classDecl, in: context)
    var restoring: [String] = []
    var descriptors: [String] = []
    for (index, property) in properties.enumerated() {
      let target = property.isConstant ? property.name : "_\(property.name)"
      restoring.append("self.\(target) = try restoration.value(at: \(index))")
      descriptors.append(property.descriptor(in: typeName))
    }
    let constraints = ModelMember.constraints(of: classDecl)
    let access =
      classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
      ? "public " : ""
    var members: [DeclSyntax] = [
      "@Transient \(raw: access)let _$observationRegistrar = Observation.ObservationRegistrar()",
      "@Transient \(raw: access)let _$modelState = SwiftData.ModelState()",
      """
      \(raw: access)required init(_$restoring restoration: SwiftData.ModelRestoration) throws {
        \(raw: restoring.joined(separator: "\n"))
      }
      """,
      """
      \(raw: access)static var _$modelProperties: [SwiftData.ModelProperty] {
        [\(raw: descriptors.isEmpty ? "" : "\n" + descriptors.joined(separator: ",\n") + ",\n")]
      }
      """,
    ]
    if !constraints.unique.isEmpty || !constraints.indexes.isEmpty {
      members.append(
        """
        \(raw: access)static var _$modelConstraints: SwiftData.ModelConstraints {
          SwiftData.ModelConstraints(unique: [\(raw: constraints.unique.joined(separator: ", "))], \
        indexes: [\(raw: constraints.indexes.joined(separator: ", "))])
        }
        """)
    }
    return members
  }

  /// `@_PersistedProperty` on each stored `var` that is not `@Transient`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      ModelMember.isPersisted(variable), !ModelMember.hasObservers(variable)
    else { return [] }
    return ["@_PersistedProperty"]
  }

  /// `PersistentModel` and `Observable`, where the class does not conform already.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    let names = protocols.map(\.trimmedDescription)
    var conformances: [String] = []
    if names.contains(where: { $0.hasSuffix("PersistentModel") }) {
      conformances.append("SwiftData.PersistentModel")
    }
    if names.contains(where: { $0.hasSuffix("Observable") }) {
      conformances.append("Observation.Observable")
    }
    guard !conformances.isEmpty else { return [] }
    let decl: DeclSyntax =
      "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}

/// `@_PersistedProperty var name: Type = value`: the property reads and writes a private stored
/// `_name` through the model's observation registrar and its SwiftData state.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  /// The initializer, getter and setter.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let name = ModelMember.singleName(of: variable)
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        _$modelState.willRead(self, "\(raw: name)")
        return _\(raw: name)
      }
      """,
      """
      set {
        _$modelState.willWrite(self, "\(raw: name)")
        _$observationRegistrar.withMutation(of: self, keyPath: \\.\(raw: name)) {
          _\(raw: name) = newValue
        }
        _$modelState.didWrite(self, "\(raw: name)")
      }
      """,
    ]
  }

  /// The private stored property, `@Transient` so that `@Model` leaves it alone.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first,
      let name = ModelMember.singleName(of: variable)
    else { return [] }
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let value = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    return ["@Transient private var _\(raw: name)\(raw: type)\(raw: value)"]
  }
}

/// `@Attribute`, `@Relationship` and `@Transient`: marks `@Model` reads; each adds nothing itself.
public struct ModelMarkerMacro: PeerMacro {
  /// Nothing: `@Model` reads the attribute.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `#Unique` and `#Index` in a model's body: `@Model` reads them into the model's constraints.
public struct ModelConstraintMacro: DeclarationMacro {
  /// Nothing: `@Model` reads the expression.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// What `@Model` says when it cannot make a model.
enum ModelMessage: String, DiagnosticMessage {
  case notAClass
  case notAnActor
  case constantWithValue
  case observedProperty

  var message: String {
    switch self {
    case .notAClass: "@Model applies to a class."
    case .notAnActor: "@ModelActor applies to an actor."
    case .constantWithValue:
      "A model's `let` with an initial value cannot be restored from the store; make it a `var`."
    case .observedProperty:
      "A persisted property cannot have willSet or didSet here; mark it @Transient or move the "
        + "work into a method."
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}

/// `@ModelActor` on an actor: its container, an executor holding a context of its own, the
/// initializer that makes them, and conformance to `ModelActor`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
  /// The container, the executor and `init(modelContainer:)`.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: ModelMessage.notAnActor))
      return []
    }
    let access =
      declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
      ? "public " : ""
    return [
      "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
      "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
      """
      \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
        let modelContext = SwiftData.ModelContext(modelContainer)
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
      }
      """,
    ]
  }

  /// The conformance to `ModelActor`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.ModelActor {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}
