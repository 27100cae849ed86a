// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Waypoint",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointCore", targets: ["WaypointCore"]),
    .library(name: "WaypointUI", targets: ["WaypointUI"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointSnapshotTesting", targets: ["WaypointSnapshotTesting"]),
    .library(name: "WaypointTerminal", targets: ["WaypointTerminal"]),
    .executable(name: "recipes", targets: ["RecipesMain"]),
    // The example app itself, for the renderers' packages beside this one (Desktop/).
    .library(name: "Recipes", targets: ["Recipes"]),
    .library(name: "WaypointWeb", targets: ["WaypointWeb"]),
    .executable(name: "recipes-web", targets: ["RecipesWebMain"]),
    // PostgreSQL as the store workers behind a load balancer share; apart from WaypointWeb, so a
    // server alone (recipes-web, a port's NAME-web) builds no database client and no TLS.
    .library(name: "WaypointWebPostgres", targets: ["WaypointWebPostgres"]),
    .executable(name: "recipes-web-cluster", targets: ["RecipesWebClusterMain"]),
    .library(name: "WaypointLint", targets: ["WaypointLint"]),
    .library(name: "WaypointPort", targets: ["WaypointPort"]),
    .executable(name: "waypoint", targets: ["WaypointCLI"]),
    // The plugin product's tool must be a product named as its target; `waypoint` is the name
    // people type, and a `waypoint` target would clash with `Waypoint` on case-insensitive disks.
    .executable(name: "WaypointCLI", targets: ["WaypointCLI"]),
    // A maintainer's tool, apart from `waypoint`: SwiftUI's interface against Waypoint's sources.
    .executable(name: "waypoint-api-coverage", targets: ["APICoverageTool"]),
    .plugin(name: "LintNavigation", targets: ["LintNavigation"]),
    // For Linux builds of apps written for Apple's SwiftUI: `import SwiftUI` and `import Combine`
    // unchanged (`condition: .when(platforms: [.linux])`).
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    // Logger, os_log and signposts as lines on stderr, for `import OSLog` and `import os` on
    // Linux. The module is not named OSLog or os: swift-syntax and swift-argument-parser test
    // `canImport(OSLog)`/`canImport(os)` and would take it for Apple's. `waypoint port` writes
    // `#if canImport(OSLog) import OSLog #else import WaypointOSLog #endif`.
    .library(name: "WaypointOSLog", targets: ["WaypointOSLog"]),
    // UIKit's value types (UIColor, UIFont, UIDevice, UIPasteboard…) for SwiftUI code that
    // reaches them. Not named UIKit: `canImport(UIKit)` stays false on Linux, so apps' UIKit-only
    // branches (representables) stay out. `import SwiftUI` and `import Waypoint` re-export it.
    .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
    // What Linux's Foundation lacks and ported apps use (ListFormatter, RelativeDateTimeFormatter,
    // MeasurementFormatter, NSPredicate(format:), key-value UserDefaults); re-exported likewise.
    .library(name: "WaypointFoundation", targets: ["WaypointFoundation"]),
    // SwiftData on SQLite, for `import SwiftData` on Linux (`condition: .when(platforms: [.linux])`).
    .library(name: "SwiftData", targets: ["SwiftData"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // One trait, named: with its two default traits SwiftPM re-plans them in either order and
    // rebuilds Hummingbird on every build, which slowed every test edit by ~15 s.
    .package(
      url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1",
      traits: ["FullFoundation"]),
    // A page's socket is NIO's WebSocket codec with a handler of our own (see PageServerChannel).
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    // The browser renderer's shared store when it runs as several workers (`--store postgres://…`).
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    // SwiftData's store: SQLite through GRDB (the system's libsqlite3).
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    // Text snapshots of what a host shows, as swift-snapshot-testing strategies.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation` for the DocC catalogs; a plugin, linked into nothing.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // The bounds of the executable's conformance table, called by name from WaypointCore (linked,
    // not imported: see ConformingTypes.swift).
    .target(name: "WaypointSections"),
    // Re-exports WaypointFoundation: what Foundation lacks on Linux is there for every layer.
    .target(name: "WaypointCore", dependencies: ["WaypointSections", "WaypointFoundation"]),
    // The runtime (view graph, state, semantic tree and the values it records) apart from the
    // API surface built on it, so a new modifier does not rebuild the graph; `package` access
    // between them.
    .target(
      name: "WaypointRuntime",
      dependencies: [
        "WaypointCore",
        // Apple's Combine on Apple's platforms, Waypoint's elsewhere.
        .target(
          name: "Combine",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    .target(
      name: "WaypointUI",
      dependencies: [
        "WaypointCore", "WaypointRuntime",
        // Apple's Combine on Apple's platforms, Waypoint's elsewhere.
        .target(
          name: "Combine",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    .target(name: "WaypointTesting", dependencies: ["WaypointUI"]),
    // `assertSnapshot(of: host, as: .navigation)`: apart from WaypointTesting, so a test target
    // that takes no snapshots does not build swift-snapshot-testing.
    .target(
      name: "WaypointSnapshotTesting",
      dependencies: [
        "WaypointTesting", "WaypointUI",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .target(name: "WaypointTerminal", dependencies: ["WaypointUI"]),
    .target(
      name: "Waypoint",
      dependencies: [
        "WaypointCore", "WaypointUI", "WaypointTerminal", "WaypointMacros", "WaypointUIKit",
        "WaypointFoundation",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        // Apple's Combine on Apple's platforms, Waypoint's elsewhere (re-exported by `Waypoint`).
        .target(
          name: "Combine",
          condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])),
      ]),
    // The macros' expansions are a library the macro plugin and the macro tests both use: a test
    // target that depends on a `.macro` target makes SwiftPM build the whole test product, and
    // everything it depends on, a second time for the host.
    .target(
      name: "WaypointMacroExpansions",
      dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
    // Each macro's type, found by the compiler in this module, hands its expansion to the library.
    .macro(
      name: "WaypointMacros",
      dependencies: [
        "WaypointMacroExpansions",
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]),
    // The example app as a library (tests import it) and a one-line executable that runs it.
    .target(
      name: "Recipes", dependencies: ["Waypoint", "SwiftData"], path: "Examples/Recipes",
      resources: [
        .copy("Resources/recipes.json"), .copy("Resources/apple-app-site-association.json"),
        // Compiled on Apple's systems; copied as it is on Linux, where Waypoint reads it.
        .process("Resources/Assets.xcassets"),
      ]),
    .executableTarget(name: "RecipesMain", dependencies: ["Recipes"], path: "Examples/RecipesMain"),
    // The browser renderer, kept out of `Waypoint` so that the terminal app does not build a
    // web server; `swift run recipes-web` serves the same app to browsers.
    .target(
      name: "WaypointWeb",
      dependencies: [
        "WaypointCore", "WaypointUI",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
      ],
      resources: [
        .copy("Resources/waypoint.js"), .copy("Resources/waypoint.css"), .copy("Resources/Fonts"),
      ]),
    .target(
      name: "WaypointWebPostgres",
      dependencies: ["WaypointWeb", .product(name: "PostgresNIO", package: "postgres-nio")]),
    .executableTarget(
      name: "RecipesWebMain", dependencies: ["Recipes", "WaypointWeb"],
      path: "Examples/RecipesWebMain"),
    .executableTarget(
      name: "RecipesWebClusterMain",
      dependencies: ["Recipes", "WaypointWeb", "WaypointWebPostgres"],
      path: "Examples/RecipesWebClusterMain"),
    .target(
      name: "WaypointLint",
      dependencies: [
        "WaypointCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .target(
      name: "WaypointPort",
      dependencies: [
        "WaypointCore",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .target(
      name: "WaypointAPICoverage",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "APICoverageTool",
      dependencies: [
        "WaypointAPICoverage",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "WaypointCLI",
      dependencies: [
        "WaypointLint", "WaypointPort", "WaypointCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(
      name: "LintNavigation",
      capability: .command(
        intent: .custom(
          verb: "lint-navigation",
          description: "Checks the package's Swift sources for SwiftUI navigation mistakes.")),
      dependencies: [.target(name: "WaypointCLI")]),
    .target(name: "SwiftUI", dependencies: ["Waypoint"], path: "Sources/Compatibility/SwiftUI"),
    // Combine written for Waypoint: no C module, so any module in a build can import it.
    .target(name: "Combine", path: "Sources/Compatibility/Combine"),
    .target(name: "WaypointOSLog", path: "Sources/Compatibility/WaypointOSLog"),
    // Formats through the ICU that Linux Foundation ships (`_FoundationICU`), so every locale
    // gets CLDR's words; its C symbols need the library named at link time.
    .target(
      name: "WaypointFoundation", path: "Sources/Compatibility/WaypointFoundation",
      linkerSettings: [
        .linkedLibrary(
          "_FoundationICU", .when(platforms: [.linux, .windows, .android, .wasi, .openbsd]))
      ]),
    .target(
      name: "WaypointUIKit", dependencies: ["WaypointUI"],
      path: "Sources/Compatibility/WaypointUIKit"),
    .target(
      name: "SwiftData",
      dependencies: [
        "WaypointUI", "WaypointFoundation", "WaypointMacros",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      path: "Sources/Compatibility/SwiftData"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "WaypointMacroTests",
      dependencies: [
        "WaypointMacroExpansions", "Waypoint", "WaypointTesting",
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ]),
    .testTarget(
      name: "WaypointCoreTests",
      dependencies: [
        "WaypointCore", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "WaypointLintTests", dependencies: ["WaypointLint", "WaypointCLI", "TestSupport"]),
    .testTarget(
      name: "CombineTests", dependencies: ["Combine", "WaypointCore", "WaypointRuntime"]),
    .testTarget(
      name: "WaypointPortTests",
      dependencies: ["WaypointPort", "WaypointAPICoverage", "TestSupport"]),
    .testTarget(name: "OSLogCompatibilityTests", dependencies: ["WaypointOSLog"]),
    .testTarget(name: "FoundationCompatibilityTests", dependencies: ["WaypointFoundation"]),
    .testTarget(
      name: "UIKitCompatibilityTests",
      dependencies: ["WaypointUIKit", "Waypoint", "WaypointTesting"]),
    .testTarget(
      name: "SwiftDataTests",
      dependencies: ["SwiftData", "Waypoint", "WaypointTesting", "TestSupport"]),
    .testTarget(
      name: "WaypointUITests", dependencies: ["Waypoint", "WaypointTesting", "TestSupport"]),
    // The runtime's mechanisms: the change feed, element lists and indexes, scenes, the host's
    // environment and interaction rules.
    .testTarget(
      name: "WaypointRuntimeTests",
      dependencies: ["WaypointRuntime", "Waypoint", "WaypointTesting", "TestSupport"]),
    // A pseudo-terminal and a terminal emulator for the suites that run programs in one.
    .target(
      name: "TerminalTestSupport", dependencies: ["WaypointTerminal"],
      path: "Tests/TerminalTestSupport"),
    .testTarget(
      name: "WaypointTerminalTests",
      dependencies: [
        "WaypointTerminal", "Waypoint", "WaypointTesting", "Recipes", "RecipesMain", "TestSupport",
        "TerminalTestSupport",
      ]),
    // The example app: in the driver, the terminal, its deep links, restoration and snapshots.
    .testTarget(
      name: "RecipesTests",
      dependencies: [
        "Recipes", "RecipesMain", "Waypoint", "WaypointTerminal", "WaypointTesting", "TestSupport",
        "TerminalTestSupport", "WaypointSnapshotTesting",
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
    // The repository's own checks: formatting, file lengths, the README's and docs' examples, the
    // divergences page, integration suites' names.
    .testTarget(
      name: "RepositoryTests",
      dependencies: [
        "WaypointUI", "WaypointTesting", "TestSupport",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      // The hashed reference sentences are read from the checkout, like the sources it checks.
      exclude: ["Data"]),
    .testTarget(
      name: "WaypointWebTests",
      dependencies: [
        "WaypointWeb", "WaypointWebPostgres", "Waypoint", "WaypointTesting", "Recipes",
        "RecipesWebMain", "RecipesWebClusterMain", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
