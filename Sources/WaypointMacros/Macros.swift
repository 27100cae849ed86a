import SwiftSyntax
import SwiftSyntaxMacros
import WaypointMacroExpansions

// The compiler finds a macro's type in the module its declaration names (`WaypointMacros`), so
// each macro has a type here that hands its expansion to `WaypointMacroExpansions`, the library
// the macro tests use without depending on this plugin.

/// `@Entry`'s type in the plugin (see `WaypointMacroExpansions.EntryMacro`).
public enum EntryMacro: AccessorMacro, PeerMacro {
  /// The key path's getter and setter.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try WaypointMacroExpansions.EntryMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }

  /// The key the property reads and writes.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.EntryMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `#Preview`'s type in the plugin (see `WaypointMacroExpansions.PreviewMacro`).
public enum PreviewMacro: DeclarationMacro {
  /// The preview's registration.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.PreviewMacro.expansion(of: node, in: context)
  }
}

/// `@Previewable`'s type in the plugin (see `WaypointMacroExpansions.PreviewableMacro`).
public enum PreviewableMacro: PeerMacro {
  /// Nothing: `#Preview` reads the attribute.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.PreviewableMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@Model`'s type in the plugin (see `WaypointMacroExpansions.ModelMacro`).
public enum ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// The model's state, registrar, restoring initializer and property list.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.ModelMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  /// `@_PersistedProperty` on each persisted property.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    try WaypointMacroExpansions.ModelMacro.expansion(
      of: node, attachedTo: declaration, providingAttributesFor: member, in: context)
  }

  /// The conformances to `PersistentModel` and `Observable`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try WaypointMacroExpansions.ModelMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

/// `@_PersistedProperty`'s type in the plugin (see `WaypointMacroExpansions.PersistedPropertyMacro`).
public enum PersistedPropertyMacro: AccessorMacro, PeerMacro {
  /// The property's initializer, getter and setter.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try WaypointMacroExpansions.PersistedPropertyMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }

  /// The property's private storage.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.PersistedPropertyMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `@Attribute`, `@Relationship` and `@Transient`'s type in the plugin: marks `@Model` reads.
public enum ModelMarkerMacro: PeerMacro {
  /// Nothing: `@Model` reads the attribute.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.ModelMarkerMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}

/// `#Unique` and `#Index`'s type in the plugin: `@Model` reads them.
public enum ModelConstraintMacro: DeclarationMacro {
  /// Nothing: `@Model` reads the expression.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.ModelConstraintMacro.expansion(of: node, in: context)
  }
}

/// `@ModelActor`'s type in the plugin (see `WaypointMacroExpansions.ModelActorMacro`).
public enum ModelActorMacro: MemberMacro, ExtensionMacro {
  /// The container, the executor and the initializer.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.ModelActorMacro.expansion(
      of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
  }

  /// The conformance to `ModelActor`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    try WaypointMacroExpansions.ModelActorMacro.expansion(
      of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols,
      in: context)
  }
}

/// `@Query`'s type in the plugin (see `WaypointMacroExpansions.QueryMacro`).
public enum QueryMacro: AccessorMacro, PeerMacro {
  /// The getter.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    try WaypointMacroExpansions.QueryMacro.expansion(
      of: node, providingAccessorsOf: declaration, in: context)
  }

  /// The stored query.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    try WaypointMacroExpansions.QueryMacro.expansion(
      of: node, providingPeersOf: declaration, in: context)
  }
}
