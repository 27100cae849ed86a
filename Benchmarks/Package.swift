// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "waypoint-benchmarks", targets: ["WaypointBenchmarks"])
  ],
  dependencies: [
    .package(name: "Waypoint", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "WaypointBenchmarks",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointLint", package: "Waypoint"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
