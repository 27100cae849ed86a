/// The `Package.swift` of a ported app: the app's executable target and the library targets of
/// its local packages, each building against Apple's frameworks on Apple's systems and against
/// Waypoint's `SwiftUI` and `Combine` on Linux.
enum PackageManifest {
  /// The manifest for `appName` with `targets` (in build order, the app among them), depending
  /// on the Waypoint checkout at `waypointPath`.
  static func text(
    appName: String, waypointPath: String, targets: [PortedTarget], defaultLocalization: String?
  ) -> String {
    let localization =
      defaultLocalization.map { "\n  defaultLocalization: \($0.debugDescription)," } ?? ""
    let declarations = targets.map(declaration).joined(separator: ",\n")
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
      \(declarations)
        ],
        // Xcode apps are usually written for the Swift 5 language mode.
        swiftLanguageModes: [.v5]
      )

      """
  }

  private static func declaration(_ target: PortedTarget) -> String {
    let dependencies =
      target.dependencies.map { "        \($0.debugDescription)," } + [
        #"        .product(name: "SwiftUI", package: "Waypoint", condition: .when(platforms: [.linux])),"#,
        #"        .product(name: "Combine", package: "Waypoint", condition: .when(platforms: [.linux])),"#,
      ]
    let resources =
      target.resourceRules.isEmpty
      ? "" : ",\n      resources: [\(target.resourceRules.joined(separator: ", "))]"
    return """
          .\(target.isExecutable ? "executableTarget" : "target")(
            name: \(target.name.debugDescription),
            dependencies: [
      \(dependencies.joined(separator: "\n"))
            ]\(resources))
      """
  }
}
