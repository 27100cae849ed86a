import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros `import Waypoint` brings: `@Entry`.
@main
struct WaypointMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [EntryMacro.self]
}
