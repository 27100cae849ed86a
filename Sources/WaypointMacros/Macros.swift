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
