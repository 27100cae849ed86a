// swift-tools-version: 6.1
// An app written for Apple's SwiftUI, unchanged, built on Linux through Waypoint's `SwiftUI` and
// `Combine` products (on Apple's platforms the same source uses Apple's frameworks).
import PackageDescription

let package = Package(
  name: "SwiftUIImport",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "Waypoint", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SwiftUIImport",
      dependencies: [
        .product(name: "SwiftUI", package: "Waypoint", condition: .when(platforms: [.linux])),
        .product(name: "Combine", package: "Waypoint", condition: .when(platforms: [.linux])),
      ])
  ],
  swiftLanguageModes: [.v5]
)
