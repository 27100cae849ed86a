/// What the port does with each kind of file and folder it meets in an app folder.
enum FileKinds {
  /// Folders that hold other targets than the app: tests, UI tests, extensions and widgets,
  /// and the platforms other than iOS. Their sources would add a second `@main` or code for
  /// frameworks Linux lacks.
  static func skipReason(forFolder name: String) -> String? {
    let lowered = name.lowercased()
    if lowered.hasSuffix("tests") { return "test target" }
    if lowered.hasSuffix("extension") || lowered.hasSuffix("widget")
      || lowered.hasSuffix("widgets") || lowered.hasSuffix("intents")
    {
      return "app extension"
    }
    if ["macos", "watchos", "tvos", "visionos"].contains(lowered) || lowered.contains("watchkit")
      || lowered.hasSuffix("watch app") || lowered.hasSuffix("watchapp")
    {
      return "other platform"
    }
    if ["build", "deriveddata", "pods", "carthage", "fastlane"].contains(lowered) {
      return "build or dependency folder"
    }
    return nil
  }

  /// Whether a folder is an Xcode project or workspace bundle, never read.
  static func isProjectBundle(_ name: String) -> Bool {
    name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
  }

  /// Files that configure the build rather than being read by the app at run time.
  static func isBuildSetting(_ name: String) -> Bool {
    name == "Info.plist" || name.hasSuffix("-Info.plist") || name.hasSuffix(".entitlements")
      || name.hasSuffix(".xcconfig") || name.hasSuffix(".xcprivacy") || name == "Package.swift"
      || name == "Package.resolved"
  }

  /// The repository's own documents, beside the app rather than in it.
  static func isDocument(_ name: String) -> Bool {
    let upper = name.uppercased()
    return ["README", "LICENSE", "LICENCE", "CHANGELOG", "CONTRIBUTING"].contains {
      upper.hasPrefix($0)
    }
  }

  /// Files a Linux package cannot use, with why; each dropped with a note.
  static func unsupportedReason(forFile name: String) -> String? {
    if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
      return "Interface Builder files need UIKit or AppKit"
    }
    if [".h", ".m", ".mm", ".c", ".cpp"].contains(where: { name.hasSuffix($0) }) {
      return "only Swift sources are ported"
    }
    return nil
  }

  /// Folder bundles a Linux package cannot use, with why; each dropped with a note.
  static func unsupportedReason(forFolder name: String) -> String? {
    if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
      return "Core Data models need Core Data, which Linux lacks"
    }
    if name.hasSuffix(".scnassets") || name.hasSuffix(".spriteatlas") {
      return "SceneKit and SpriteKit assets need Apple's frameworks"
    }
    return nil
  }
}
