import SwiftSyntax

extension NeedlessImports {
  /// The edit that keeps `import UIKit` for Apple's systems and imports WaypointUIKit elsewhere,
  /// for a file whose UIKit names are all WaypointUIKit's. UIKit brings Foundation along, so the
  /// other branch imports Foundation too (unless the file does); and SwiftUI when the file names
  /// a Core Graphics type that Waypoint declares (`CGColor`) without importing SwiftUI.
  static func uiKitSubstitution(
    _ statement: ImportDeclSyntax, range: Range<Int>, names: Set<String>, imported: Set<String>
  ) -> TextEdit {
    var others: [String] = []
    if imported.isDisjoint(with: ["Foundation", "SwiftUI"]) { others.append("Foundation") }
    if !imported.contains("SwiftUI"), !names.isDisjoint(with: waypointGraphics) {
      others.append("SwiftUI")
    }
    let lines = others.map { "import \($0)\n" }.joined()
    let provided = WaypointUIKitNames.provided(names)
    let shown = provided.prefix(4).joined(separator: ", ") + (provided.count > 4 ? "…" : "")
    return TextEdit(
      range: range,
      replacement: "#if canImport(UIKit)\n\(statement.trimmedDescription)\n#else\n\(lines)"
        + "import WaypointUIKit\n#endif",
      reason:
        "import UIKit → WaypointUIKit where UIKit cannot be imported: the file's UIKit names "
        + "(\(shown)) are all WaypointUIKit's")
  }
}
