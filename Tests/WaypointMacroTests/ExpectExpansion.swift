import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WaypointMacroExpansions

/// Every macro `import Waypoint` brings, by the name source code uses.
private let macros: [String: MacroSpec] = [
  "Entry": MacroSpec(type: EntryMacro.self),
  "Preview": MacroSpec(type: PreviewMacro.self),
  "Previewable": MacroSpec(type: PreviewableMacro.self),
]

/// Expects `source` to expand to `expanded` with `diagnostics`, recording a failure as an issue.
func expectExpansion(
  _ source: String, _ expanded: String, diagnostics: [DiagnosticSpec] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertMacroExpansion(
    source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
    indentationWidth: .spaces(2)
  ) { failure in
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
  }
}
