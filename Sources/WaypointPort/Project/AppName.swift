/// The executable target's name, made from a project or folder name.
enum AppName {
  /// `name` with every character that cannot be in a Swift identifier removed, words run
  /// together (`"My App-2"` → `"MyApp2"`), and `App` added where the result would be empty,
  /// start with a digit, or clash with a module the package depends on.
  static func sanitised(_ name: String) -> String {
    var result = ""
    for character in name where character.isLetter || character.isNumber || character == "_" {
      if character.isASCII { result.append(character) }
    }
    if result.isEmpty { return "App" }
    if let first = result.first, first.isNumber { result = "App" + result }
    // A target named as a dependency's module would shadow it.
    if [
      "SwiftUI", "Combine", "Waypoint", "Foundation", "OpenCombine", "SwiftData", "Observation",
      "WaypointUIKit", "WaypointFoundation", "WaypointOSLog",
    ].contains(result) {
      result += "App"
    }
    return result
  }
}
