/// The declarations of SwiftUI's interface that Waypoint does not aim to declare, and why: those
/// bound to UIKit objects, to frameworks Linux does not have, to other devices' hardware or to
/// Apple's services. Everything else counts towards the targets.
enum APIExclusion {
  /// Frameworks whose types in a signature bind a declaration to Apple's platforms.
  private static let frameworks: [(module: String, reason: String)] = [
    ("UIKit", "bound to UIKit objects, which do not exist on Linux"),
    ("CoreData", "bound to Core Data, which Linux does not have"),
    (
      "Spatial",
      "bound to the Spatial framework's 3D geometry (visionOS), which Linux does not have"
    ),
    ("ObjectiveC", "bound to Objective-C objects"),
    ("QuartzCore", "bound to Core Animation layers, which Linux does not have"),
  ]

  /// Words in a declaration's name tying it to another device or to an Apple service.
  private static let words: [(word: String, reason: String)] = [
    ("widget", "home-screen widgets are a WidgetKit service of Apple's systems"),
    ("activitybackgroundtint", "Live Activities are a service of Apple's systems"),
    ("activitysystemaction", "Live Activities are a service of Apple's systems"),
    ("immersive", "immersive spaces are visionOS hardware"),
    ("volumetric", "volumes are visionOS hardware"),
    ("ornament", "ornaments are visionOS windows"),
    ("worldtracking", "world tracking is visionOS hardware"),
    ("handgesture", "hand gestures are watchOS hardware"),
    ("digitalcrown", "the Digital Crown is watchOS hardware"),
    ("complication", "complications are watchOS services"),
    ("carplay", "CarPlay is an Apple service"),
    ("assistiveaccess", "Assistive Access is an iOS system mode"),
    ("appintent", "App Intents are an Apple service"),
    ("spotlight", "Spotlight is an Apple service"),
    ("healthkit", "HealthKit is an Apple service"),
    ("userinterfaceidiom", "device idioms are Apple hardware"),
  ]

  /// The reason `read` is left out of the targets, or nil when it counts.
  static func reason(for read: ReadDeclaration) -> String? {
    for (module, reason) in frameworks where read.modules.contains(module) { return reason }
    let name = read.declaration.qualifiedName.lowercased()
    for (word, reason) in words where name.contains(word) { return reason }
    return nil
  }
}
