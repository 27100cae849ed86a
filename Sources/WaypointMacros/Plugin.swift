import SwiftCompilerPlugin
import SwiftSyntaxMacros
import WaypointMacroExpansions

/// The macros `import Waypoint` brings: `@Entry`, `#Preview` and `@Previewable`.
@main
struct WaypointMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    EntryMacro.self, PreviewMacro.self, PreviewableMacro.self,
  ]
}
