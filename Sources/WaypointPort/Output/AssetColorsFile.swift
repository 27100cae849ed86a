/// The Swift file that carries an asset catalog's colours to Linux, where SwiftPM cannot
/// compile asset catalogs; Waypoint's `Color("Name")` finds the type at run time.
enum AssetColorsFile {
  /// The file's name in the target's folder.
  static let name = "AssetCatalogColors.swift"

  /// The file's text for `colors`.
  static func text(_ colors: [AssetColor]) -> String {
    let entries = colors.map { "    \($0.name.debugDescription): \($0.swiftExpression)," }
    return """
      // Made by `waypoint port` from the app's asset catalog.
      // Apple's SwiftUI reads the asset catalog itself; only Linux needs the colours here.
      #if os(Linux)
      import SwiftUI

      /// The colours of the app's asset catalog, which SwiftPM on Linux cannot compile.
      struct AssetCatalogColors: AssetColorCatalog {
        @used static func keep() -> Any.Type { Self.self }  // keeps the type in optimised builds
        static let colors: [String: Color] = [
      \(entries.joined(separator: "\n"))
        ]
      }
      #endif

      """
  }
}
