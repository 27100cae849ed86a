// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "waypoint-benchmarks", targets: ["WaypointBenchmarks"])
  ],
  dependencies: [
    .package(name: "Waypoint", path: ".."),
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    // The SQL baseline SwiftData's store is measured against.
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .target(name: "CHeap"),
    .executableTarget(
      name: "WaypointBenchmarks",
      dependencies: [
        "CHeap",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointLint", package: "Waypoint"),
        .product(name: "WaypointTerminal", package: "Waypoint"),
        .product(name: "WaypointWeb", package: "Waypoint"),
        .product(name: "Recipes", package: "Waypoint"),
        .product(name: "WaypointWebPostgres", package: "Waypoint"),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "SwiftData", package: "Waypoint"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
