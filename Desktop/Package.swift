// swift-tools-version: 6.1
import PackageDescription

// The GTK 4 desktop renderer, apart from Waypoint's package: it sees only Waypoint's public
// renderer contract (docs/Renderers.md), and `swift run recipes` and `swift test` at the root
// need no GTK headers. Scripts/install-desktop.sh installs what it builds and tests with.
let package = Package(
  name: "WaypointDesktop",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "WaypointGTK", targets: ["WaypointGTK"]),
    .executable(name: "recipes-desktop", targets: ["RecipesDesktopMain"]),
    .executable(name: "waypoint-desktop-benchmarks", targets: ["DesktopBenchmarks"]),
  ],
  dependencies: [
    .package(name: "Waypoint", path: "..")
  ],
  targets: [
    // GTK 4 from the system (Debian's libgtk-4-dev).
    .systemLibrary(
      name: "CGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "WaypointGTK",
      dependencies: ["CGTK", .product(name: "Waypoint", package: "Waypoint")]),
    .executableTarget(
      name: "RecipesDesktopMain",
      dependencies: ["WaypointGTK", .product(name: "Recipes", package: "Waypoint")]),
    // Launch time and window memory (built with the tests, so it never rots).
    .executableTarget(
      name: "DesktopBenchmarks",
      dependencies: [
        "CGTK", "WaypointGTK", .product(name: "Recipes", package: "Waypoint"),
        .product(name: "Waypoint", package: "Waypoint"),
      ]),
    .testTarget(
      name: "WaypointGTKTests",
      dependencies: [
        "WaypointGTK", .product(name: "Recipes", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
