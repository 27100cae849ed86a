// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointCore", targets: ["WaypointCore"]),
    .library(name: "WaypointUI", targets: ["WaypointUI"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointTerminal", targets: ["WaypointTerminal"]),
    .executable(name: "recipes", targets: ["RecipesApp"]),
    .library(name: "WaypointLint", targets: ["WaypointLint"]),
    .executable(name: "waypoint", targets: ["WaypointCLI"]),
    // The plugin product's tool must be a product named as its target; `waypoint` is the name
    // people type, and a `waypoint` target would clash with `Waypoint` on case-insensitive disks.
    .executable(name: "WaypointCLI", targets: ["WaypointCLI"]),
    .plugin(name: "LintNavigation", targets: ["LintNavigation"]),
  ],
  dependencies: [
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(name: "WaypointCore"),
    .target(
      name: "WaypointUI",
      dependencies: [
        "WaypointCore",
        .product(
          name: "OpenCombine", package: "OpenCombine",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    .target(name: "WaypointTesting", dependencies: ["WaypointUI"]),
    .target(name: "WaypointTerminal", dependencies: ["WaypointUI"]),
    .target(
      name: "Waypoint",
      dependencies: [
        "WaypointCore", "WaypointUI", "WaypointTesting", "WaypointTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "RecipesApp", dependencies: ["Waypoint"], path: "Examples/Recipes",
      resources: [.copy("Resources/recipes.json")]),
    .target(
      name: "WaypointLint",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "WaypointCLI",
      dependencies: [
        "WaypointLint", "WaypointCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(
      name: "LintNavigation",
      capability: .command(
        intent: .custom(
          verb: "lint-navigation",
          description: "Checks the package's Swift sources for SwiftUI navigation mistakes.")),
      dependencies: [.target(name: "WaypointCLI")]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "WaypointCoreTests",
      dependencies: [
        "WaypointCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(name: "WaypointLintTests", dependencies: ["WaypointLint", "WaypointCLI", "TestSupport"]),
    .testTarget(name: "WaypointUITests", dependencies: ["Waypoint", "WaypointTesting", "TestSupport"]),
    .testTarget(
      name: "WaypointTerminalTests",
      dependencies: ["WaypointTerminal", "Waypoint", "WaypointTesting", "RecipesApp", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
