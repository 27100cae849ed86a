/// The `Package.swift` of a ported app: one executable target that builds against Apple's
/// frameworks on Apple's systems and against Waypoint's `SwiftUI` and `Combine` on Linux.
enum PackageManifest {
  /// The manifest for `appName`, depending on the Waypoint checkout at `waypointPath`.
  static func text(
    appName: String, waypointPath: String, hasResources: Bool, localized: Bool
  ) -> String {
    let resources = hasResources ? ",\n      resources: [.process(\"Resources\")]" : ""
    let localization = localized ? "\n  defaultLocalization: \"en\"," : ""
    return """
      // swift-tools-version: 6.1
      // Made by `waypoint port` from an Xcode project: PORTING.md lists what it changed.
      import PackageDescription

      let package = Package(
        name: \(appName.debugDescription),\(localization)
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [
          .package(name: "Waypoint", path: \(waypointPath.debugDescription))
        ],
        targets: [
          .executableTarget(
            name: \(appName.debugDescription),
            dependencies: [
              .product(name: "SwiftUI", package: "Waypoint", condition: .when(platforms: [.linux])),
              .product(name: "Combine", package: "Waypoint", condition: .when(platforms: [.linux])),
            ]\(resources))
        ],
        // Xcode apps are usually written for the Swift 5 language mode.
        swiftLanguageModes: [.v5]
      )

      """
  }
}
