import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues`: the property's getter
/// and setter through a key, and the key (`__Key_name`) with the value as its default.
public struct EntryMacro: AccessorMacro, PeerMacro {
  /// The getter and setter, through the key.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = try property(of: declaration, node: node, in: context)?.name else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  /// The key, holding the property's value as its default.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = try property(of: declaration, node: node, in: context) else { return [] }
    let defaultValue: String
    switch (property.type, property.value) {
    case (let type?, let value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
    case (let type?, nil) where type.hasSuffix("?"):
      defaultValue = "static var defaultValue: \(type) { nil }"
    case (nil, let value?): defaultValue = "static let defaultValue = \(value)"
    default:
      context.diagnose(
        Diagnostic(node: Syntax(node), message: EntryMessage.needsDefault))
      return []
    }
    return [
      """
      private struct __Key_\(raw: property.name): \(raw: property.keyProtocol) {
        \(raw: defaultValue)
      }
      """
    ]
  }

  private struct Property {
    let name: String
    let type: String?
    let value: String?
    /// The key protocol of the extended type: `EnvironmentKey`, `TransactionKey` or
    /// `ContainerValueKey`.
    var keyProtocol = "EnvironmentKey"
  }

  /// The types `@Entry` makes keys for, and their key protocols.
  private static let keyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey",
    "ContainerValues": "ContainerValueKey",
  ]

  private static func property(
    of declaration: some DeclSyntaxProtocol, node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) throws -> Property? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      let binding = variable.bindings.first, variable.bindings.count == 1,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else {
      context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage.notAVariable))
      return nil
    }
    var keyProtocol = "EnvironmentKey"
    if let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) {
      guard let known = keyProtocols[extended.extendedType.trimmedDescription] else {
        context.diagnose(Diagnostic(node: Syntax(node), message: EntryMessage.notEnvironment))
        return nil
      }
      keyProtocol = known
    }
    return Property(
      name: name, type: binding.typeAnnotation?.type.trimmedDescription,
      value: binding.initializer?.value.trimmedDescription, keyProtocol: keyProtocol)
  }
}

/// What `@Entry` says when it cannot make a key.
enum EntryMessage: String, DiagnosticMessage {
  case notAVariable
  case notEnvironment
  case needsDefault

  var message: String {
    switch self {
    case .notAVariable: "@Entry applies to one `var` with a name."
    case .notEnvironment:
      "@Entry makes keys of EnvironmentValues, Transaction and ContainerValues here; "
        + "FocusedValues keys have no default to make one from."
    case .needsDefault: "@Entry needs a default value, or an optional type (whose default is nil)."
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "Waypoint", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
