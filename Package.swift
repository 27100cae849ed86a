// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointCore", targets: ["WaypointCore"]),
  ],
  targets: [
    .target(name: "WaypointCore"),
    .target(name: "Waypoint", dependencies: ["WaypointCore"]),
    .testTarget(name: "WaypointCoreTests", dependencies: ["WaypointCore"]),
  ],
  swiftLanguageModes: [.v6]
)
