/// The `Package.swift` of a ported app: the app's executable target and the library targets of
/// its local packages, each building against Apple's frameworks on Apple's systems and against
/// Waypoint's `SwiftUI`, `Combine`, `WaypointUIKit` and `WaypointFoundation` (and `WaypointOSLog`
/// and `SwiftData` where imported) on Linux, and the remote packages whose location and
/// requirement the project or manifests give.
enum PackageManifest {
  /// The manifest for `appName` with `targets` (in build order, the app among them), depending
  /// on the Waypoint checkout at `waypointPath`.
  static func text(
    appName: String, waypointPath: String, targets: [PortedTarget], defaultLocalization: String?
  ) -> String {
    let localization =
      defaultLocalization.map { "\n  defaultLocalization: \($0.debugDescription)," } ?? ""
    let declarations = targets.map(declaration).joined(separator: ",\n")
    var seen: Set<String> = []
    let remote = targets.flatMap(\.remoteProducts).filter {
      $0.packageDeclaration != nil && seen.insert($0.packageIdentity?.lowercased() ?? "").inserted
    }.compactMap(\.packageDeclaration)
    var waypoint = ["    .package(name: \"Waypoint\", path: \(waypointPath.debugDescription))"]
    if targets.contains(where: { !$0.desktopProducts.isEmpty }) {
      let desktop = (waypointPath.hasSuffix("/") ? waypointPath : waypointPath + "/") + "Desktop"
      waypoint.append("    .package(name: \"WaypointDesktop\", path: \(desktop.debugDescription))")
    }
    let packages = (waypoint + remote.map { "    \($0)" }).joined(separator: ",\n")
    let named = targets.filter { $0.isExecutable && $0.productName != nil }
    let products =
      named.isEmpty
      ? ""
      : "\n  products: [\n"
        + named.map {
          "    .executable(name: \(($0.productName ?? $0.name).debugDescription), targets: [\($0.name.debugDescription)]),"
        }.joined(separator: "\n") + "\n  ],"
    return """
      // swift-tools-version: 6.1
      // Made by `waypoint port` from an Xcode or Swift Playgrounds app: PORTING.md lists what it changed.
      import PackageDescription

      let package = Package(
        name: \(appName.debugDescription),\(localization)
        platforms: [.macOS(.v15), .iOS(.v18)],\(products)
        dependencies: [
      \(packages)
        ],
        targets: [
      \(declarations)
        ],
        // Xcode apps are usually written for the Swift 5 language mode.
        swiftLanguageModes: [.v5]
      )

      """
  }

  /// Waypoint's products every target depends on for Linux. WaypointUIKit and
  /// WaypointFoundation are built for `SwiftUI` anyway (its module re-exports them), so naming
  /// them costs no build time, and a file that imports either needs no edit to the manifest.
  static let everyTarget = ["SwiftUI", "Combine", "WaypointUIKit", "WaypointFoundation"]

  private static func declaration(_ target: PortedTarget) -> String {
    var seen: Set<String> = []
    let products = target.remoteProducts.filter {
      $0.isDeclared && seen.insert($0.product).inserted
    }.compactMap { product in
      product.packageIdentity.map {
        "        .product(name: \(product.product.debugDescription), package: \($0.debugDescription)),"
      }
    }
    let compatibility = (everyTarget + target.compatibilityProducts).map {
      "        .product(name: \($0.debugDescription), package: \"Waypoint\", condition: .when(platforms: [.linux])),"
    }
    let desktop = target.desktopProducts.map {
      "        .product(name: \($0.debugDescription), package: \"WaypointDesktop\", condition: .when(platforms: [.linux])),"
    }
    let dependencies =
      target.dependencies.map { "        \($0.debugDescription)," } + products + compatibility
      + desktop
    let rules = target.resourceRules
    let resources =
      rules.isEmpty
      ? ""
      : rules.count <= 3
        ? ",\n      resources: [\(rules.joined(separator: ", "))]"
        : ",\n      resources: [\n" + rules.map { "        \($0)," }.joined(separator: "\n")
          + "\n      ]"
    return """
          .\(target.isExecutable ? "executableTarget" : "target")(
            name: \(target.name.debugDescription),
            dependencies: [
      \(dependencies.joined(separator: "\n"))
            ]\(resources))
      """
  }
}
