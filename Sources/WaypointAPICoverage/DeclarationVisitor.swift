import SwiftSyntax

/// What the interface says of a declaration's availability on iOS.
struct IOSAvailability {
  var introduced: String?
  var deprecated: String?
  var isUnavailable = false

  /// This availability refined by a declaration's own `@available` attributes.
  func refined(by attributes: AttributeListSyntax) -> IOSAvailability {
    var result = self
    for element in attributes {
      guard case .attribute(let attribute) = element,
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments) = attribute.arguments
      else { continue }
      let items = arguments.map(\.argument)
      guard let first = items.first else { continue }
      switch first {
      case .token(let platform) where platform.text == "iOS" || platform.text == "*":
        for item in items.dropFirst() {
          switch item {
          case .token(let word) where word.text == "unavailable":
            result.isUnavailable = true
          case .token(let word) where word.text == "deprecated":
            result.deprecated = result.deprecated ?? "any"
          case .availabilityLabeledArgument(let labelled):
            let value = labelled.value.trimmedDescription
            switch labelled.label.text {
            case "introduced" where platform.text == "iOS": result.introduced = value
            case "deprecated": result.deprecated = value
            case "obsoleted": result.isUnavailable = true
            default: break
            }
          default: break
          }
        }
      case .availabilityVersionRestriction:
        for item in items {
          if case .availabilityVersionRestriction(let restriction) = item,
            restriction.platform.text == "iOS", let version = restriction.version
          {
            result.introduced = version.trimmedDescription
          }
        }
      default:
        break
      }
    }
    return result
  }
}

/// Second pass of `DeclarationReader`: every public declaration, with its container.
final class DeclarationVisitor: SyntaxVisitor {
  private struct Scope {
    var container: String
    /// Members without an access modifier are public (a public protocol or `public extension`).
    var membersPublicByDefault: Bool
    /// Enum cases of a public enum are public.
    var isPublicType: Bool
    var substitutions: [String: String]
    var availability: IOSAvailability
    /// The modules the extended type is qualified with (`UIKit` for an extension of
    /// `UIKit.UISceneSessionActivationRequest`), which bind every member to them.
    var modules: Set<String> = []
  }

  private(set) var found: [ReadDeclaration] = []
  private let path: String
  private let generics: GenericContexts
  private let converter: SourceLocationConverter
  private var scopes: [Scope] = []

  /// Associated-type witnesses that no caller names.
  private static let witnessAliases: Set<String> = [
    "Body", "AllCases", "RawValue", "Element", "Index", "Indices", "Iterator", "SubSequence",
    "AnimatableData", "ArrayLiteralElement", "StringLiteralType", "FloatLiteralType",
    "IntegerLiteralType", "ExtendedGraphemeClusterLiteralType", "UnicodeScalarLiteralType",
    "StringInterpolation", "Stride", "ID",
  ]

  init(path: String, generics: GenericContexts, converter: SourceLocationConverter) {
    self.path = path
    self.generics = generics
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private var current: Scope? { scopes.last }

  private func isPublic(_ modifiers: DeclModifierListSyntax, isCase: Bool = false) -> Bool {
    for modifier in modifiers {
      switch modifier.name.text {
      case "public", "open": return true
      case "private", "fileprivate", "internal", "package": return false
      default: continue
      }
    }
    if isCase { return current?.isPublicType ?? false }
    return current?.membersPublicByDefault ?? false
  }

  private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
  }

  private func isHidden(_ attributes: AttributeListSyntax, name: String) -> Bool {
    if name.hasPrefix("_") || name.contains("$") { return true }
    return attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let attributeName = attribute.attributeName.trimmedDescription
      return attributeName == "_spi" || attributeName == "_documentation"
    }
  }

  private func documentation(_ node: some SyntaxProtocol) -> String {
    var lines: [String] = []
    for piece in node.leadingTrivia {
      switch piece {
      case .docLineComment(let text):
        lines.append(String(text.dropFirst(3)).trimmingSpaces())
      case .docBlockComment(let text):
        lines.append(text)
      default: break
      }
    }
    return lines.joined(separator: " ")
  }

  private func record(
    _ kind: APIDeclaration.Kind, name: String, node: some SyntaxProtocol,
    static isStaticMember: Bool,
    parameters: [APIDeclaration.Parameter]?, availability: IOSAvailability, signatureText: String,
    body: String = ""
  ) {
    let declaration = APIDeclaration(
      kind: kind, container: current?.container ?? "", name: name, isStatic: isStaticMember,
      parameters: parameters, introduced: availability.introduced,
      deprecated: availability.deprecated)
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    found.append(
      ReadDeclaration(
        declaration: declaration, isUnavailable: availability.isUnavailable,
        documentation: documentation(node),
        modules: TypeNormalizer.qualifyingModules(in: signatureText).union(current?.modules ?? []),
        location: "\(path):\(line)",
        bodyRecords: body.contains("recorded(") || body.contains(".drawing(")))
  }

  private func normalizer(
    generics clause: GenericParameterClauseSyntax?, where whereClause: GenericWhereClauseSyntax?
  ) -> TypeNormalizer {
    var constraints = GenericConstraints()
    constraints.add(parameters: clause)
    constraints.add(whereClause: whereClause)
    var substitutions = current?.substitutions ?? [:]
    substitutions.merge(constraints.substitutions) { _, new in new }
    return TypeNormalizer(
      substitutions: substitutions, scopes: scopeNames, nestedTypes: generics.nestedTypes,
      aliases: generics.aliases)
  }

  /// The current container and those it is nested in, innermost first.
  private var scopeNames: [String] {
    guard let container = current?.container, !container.isEmpty else { return [] }
    let parts = container.split(separator: ".").map(String.init)
    return (1...parts.count).reversed().map { parts.prefix($0).joined(separator: ".") }
  }

  private func parameters(
    _ list: FunctionParameterListSyntax, normalizer: TypeNormalizer, isSubscript: Bool = false
  ) -> [APIDeclaration.Parameter] {
    list.map { parameter in
      var label = parameter.firstName.text
      if isSubscript && parameter.secondName == nil { label = "_" }
      let variadic = parameter.ellipsis == nil ? "" : "..."
      return APIDeclaration.Parameter(
        label: label, type: normalizer.normalize(parameter.type.trimmedDescription) + variadic,
        hasDefault: parameter.defaultValue != nil)
    }
  }

  // MARK: Types

  private func enterType(
    name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
    node: some DeclGroupSyntax, isProtocol: Bool = false
  ) -> SyntaxVisitorContinueKind {
    let availability = (current?.availability ?? IOSAvailability()).refined(by: attributes)
    guard isPublic(modifiers), !isHidden(attributes, name: name) else { return .skipChildren }
    let header = [
      node.inheritanceClause?.trimmedDescription, node.genericWhereClause?.trimmedDescription,
      node.as(StructDeclSyntax.self)?.genericParameterClause?.trimmedDescription,
      node.as(ClassDeclSyntax.self)?.genericParameterClause?.trimmedDescription,
      node.as(EnumDeclSyntax.self)?.genericParameterClause?.trimmedDescription,
    ].compactMap { $0 }.joined(separator: " ")
    record(
      .type, name: name, node: node, static: false, parameters: nil, availability: availability,
      signatureText: header)
    let qualified = current.map { "\($0.container).\(name)" } ?? name
    scopes.append(
      Scope(
        container: qualified, membersPublicByDefault: isProtocol, isPublicType: true,
        substitutions: generics.byType[qualified] ?? [:], availability: availability))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: node.name.text, modifiers: node.modifiers, attributes: node.attributes, node: node)
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType(node.name.text) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: node.name.text, modifiers: node.modifiers, attributes: node.attributes, node: node)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType(node.name.text) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: node.name.text, modifiers: node.modifiers, attributes: node.attributes, node: node)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType(node.name.text) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: node.name.text, modifiers: node.modifiers, attributes: node.attributes, node: node)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType(node.name.text) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(
      name: node.name.text, modifiers: node.modifiers, attributes: node.attributes, node: node,
      isProtocol: true)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leaveType(node.name.text) }

  /// Leaves a type's scope if visiting it entered one (a skipped type entered none).
  private func leaveType(_ name: String) {
    if let last = scopes.last, last.container.split(separator: ".").last.map(String.init) == name {
      scopes.removeLast()
    }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = containerName(node.extendedType)
    let availability = IOSAvailability().refined(by: node.attributes)
    if name.split(separator: ".").contains(where: { $0.hasPrefix("_") })
      || isHidden(node.attributes, name: "")
    {
      return .skipChildren
    }
    var constraints = GenericConstraints()
    constraints.add(whereClause: node.genericWhereClause)
    var substitutions = generics.byType[name] ?? [:]
    substitutions.merge(constraints.substitutions) { _, new in new }
    let publicExtension = node.modifiers.contains { $0.name.text == "public" }
    scopes.append(
      Scope(
        container: name, membersPublicByDefault: publicExtension, isPublicType: false,
        substitutions: substitutions, availability: availability,
        modules: TypeNormalizer.qualifyingModules(in: node.extendedType.trimmedDescription)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    let name = containerName(node.extendedType)
    if let last = scopes.last, last.container == name, !last.isPublicType { scopes.removeLast() }
  }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard isPublic(node.modifiers), !isHidden(node.attributes, name: name),
      !Self.witnessAliases.contains(name)
    else { return .skipChildren }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    record(
      .type, name: name, node: node, static: false, parameters: nil, availability: availability,
      signatureText: node.initializer.value.trimmedDescription)
    return .skipChildren
  }

  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  // MARK: Members

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard isPublic(node.modifiers), !isHidden(node.attributes, name: name) else {
      return .skipChildren
    }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    let normalizer = normalizer(
      generics: node.genericParameterClause, where: node.genericWhereClause)
    record(
      .function, name: name, node: node, static: isStatic(node.modifiers),
      parameters: parameters(node.signature.parameterClause.parameters, normalizer: normalizer),
      availability: availability, signatureText: node.signature.trimmedDescription,
      body: node.body?.description ?? "")
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard isPublic(node.modifiers), !isHidden(node.attributes, name: "init") else {
      return .skipChildren
    }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    let normalizer = normalizer(
      generics: node.genericParameterClause, where: node.genericWhereClause)
    record(
      .initializer, name: "init", node: node, static: false,
      parameters: parameters(node.signature.parameterClause.parameters, normalizer: normalizer),
      availability: availability, signatureText: node.signature.trimmedDescription,
      body: node.body?.description ?? "")
    return .skipChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    guard isPublic(node.modifiers), !isHidden(node.attributes, name: "subscript") else {
      return .skipChildren
    }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    let normalizer = normalizer(
      generics: node.genericParameterClause, where: node.genericWhereClause)
    record(
      .subscript, name: "subscript", node: node, static: isStatic(node.modifiers),
      parameters: parameters(
        node.parameterClause.parameters, normalizer: normalizer, isSubscript: true),
      availability: availability, signatureText: node.parameterClause.trimmedDescription)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard isPublic(node.modifiers) else { return .skipChildren }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    for binding in node.bindings {
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let name = identifier.identifier.text.replacingBackticks()
      if isHidden(node.attributes, name: name) { continue }
      record(
        .property, name: name, node: node, static: isStatic(node.modifiers), parameters: nil,
        availability: availability,
        signatureText: binding.typeAnnotation?.type.trimmedDescription ?? "")
    }
    return .skipChildren
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard isPublic(node.modifiers, isCase: true) else { return .skipChildren }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    let normalizer = TypeNormalizer(
      substitutions: current?.substitutions ?? [:], scopes: scopeNames,
      nestedTypes: generics.nestedTypes, aliases: generics.aliases)
    for element in node.elements {
      let name = element.name.text.replacingBackticks()
      if isHidden(node.attributes, name: name) { continue }
      let parameters = element.parameterClause.map { clause in
        clause.parameters.map { parameter in
          APIDeclaration.Parameter(
            label: parameter.firstName?.text ?? "_",
            type: normalizer.normalize(parameter.type.trimmedDescription),
            hasDefault: parameter.defaultValue != nil)
        }
      }
      record(
        .case, name: name, node: node, static: true, parameters: parameters,
        availability: availability, signatureText: element.trimmedDescription)
    }
    return .skipChildren
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = node.name.text
    guard isPublic(node.modifiers), !isHidden(node.attributes, name: name) else {
      return .skipChildren
    }
    let availability = (current?.availability ?? IOSAvailability()).refined(by: node.attributes)
    let normalizer = normalizer(
      generics: node.genericParameterClause, where: node.genericWhereClause)
    record(
      .macro, name: name, node: node, static: false,
      parameters: parameters(node.signature.parameterClause.parameters, normalizer: normalizer),
      availability: availability, signatureText: node.signature.trimmedDescription)
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

extension String {
  fileprivate func replacingBackticks() -> String {
    filter { $0 != "`" }
  }

}
