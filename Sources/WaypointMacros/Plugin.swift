import SwiftCompilerPlugin
import SwiftSyntaxMacros
import WaypointMacroExpansions

/// The macros `import Waypoint` brings (`@Entry`, `#Preview`, `@Previewable`) and those
/// `import SwiftData` brings (`@Model` and the marks it reads).
@main
struct WaypointMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    EntryMacro.self, PreviewMacro.self, PreviewableMacro.self, ModelMacro.self,
    PersistedPropertyMacro.self, ModelMarkerMacro.self, ModelConstraintMacro.self,
    ModelActorMacro.self, QueryMacro.self,
  ]
}
