/// Maps the system colours an asset catalog can refer to (`systemBlueColor`, `labelColor`) to
/// Waypoint's named colours.
enum SystemColorNames {
  /// Waypoint's named colours.
  static let waypoint: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
  ]

  /// UIKit and AppKit names whose Waypoint colour has another name.
  private static let aliases = [
    "label": "primary", "secondaryLabel": "secondary", "controlAccent": "accentColor",
    "tint": "accentColor", "darkGray": "gray", "lightGray": "gray",
  ]

  /// The Waypoint colour for a reference such as `systemBlueColor` or `labelColor`, or nil
  /// when there is no obvious one (`systemBackgroundColor`).
  static func waypointName(for reference: String) -> String? {
    var name = Substring(reference)
    if name.hasSuffix("Color") { name = name.dropLast("Color".count) }
    if name.hasPrefix("system") && name.count > "system".count {
      name = name.dropFirst("system".count)
    }
    guard let first = name.first else { return nil }
    let lowered = first.lowercased() + name.dropFirst()
    if waypoint.contains(lowered) { return lowered }
    return aliases[lowered] ?? aliases[String(reference.dropLast("Color".count))]
  }
}
