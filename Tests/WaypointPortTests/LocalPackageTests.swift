import Foundation
import Testing

@testable import WaypointPort

@Suite("Local Swift packages become targets of the ported package")
struct LocalPackageTests {
  /// An app beside two packages: `Packages/Data` (a library, a test target, resources and a
  /// remote dependency) and `Packages/UI` (sources at its root, needing Data's product).
  static let files = [
    "Birds.xcodeproj/project.pbxproj": projectFileText([
      FixtureTarget(name: "Birds", sources: ["Birds/BirdsApp.swift"], products: ["BirdsUI"])
    ]),
    "Birds/BirdsApp.swift": "import SwiftUI\nimport BirdsUI\n@main struct BirdsApp: App {}",
    "Packages/Data/Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription

    let targets: [Target] = [
      .target(
        name: "BirdsData", dependencies: ["Algorithms", "BirdsCore"],
        resources: [.process("JSON/birds.json"), .copy("Gone")]),
      .target(name: "BirdsCore"),
      .testTarget(name: "BirdsDataTests", dependencies: ["BirdsData"]),
    ]

    let package = Package(
      name: "BirdsData",
      defaultLocalization: "fr",
      products: [.library(name: "BirdsData", targets: ["BirdsData", "BirdsCore"])],
      dependencies: [.package(url: "https://github.com/apple/swift-algorithms.git", from: "1.0.0")],
      targets: targets
    )
    """,
    "Packages/Data/Sources/BirdsData/Bird.swift": "import Foundation\nstruct Bird {}",
    "Packages/Data/Sources/BirdsData/JSON/birds.json": "[]",
    "Packages/Data/Sources/BirdsData/notes.txt": "not a resource",
    "Packages/Data/Sources/BirdsCore/Core.swift": "struct Core {}",
    "Packages/Data/Tests/BirdsDataTests/BirdTests.swift": "import XCTest",
    "Packages/UI/Package.swift": """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "BirdsUI",
      products: [.library(name: "BirdsUI", targets: ["BirdsUI"])],
      dependencies: [.package(path: "../Data")],
      targets: [
        .target(
          name: "BirdsUI",
          dependencies: [.product(name: "BirdsData", package: "Data")],
          path: ".")
      ]
    )
    """,
    "Packages/UI/BirdView.swift": "import SwiftUI\nstruct BirdView: View {}",
    "Packages/UI/README.md": "# UI",
  ]

  static let options = PortOptions(waypointPath: "/opt/Waypoint")

  @Test("a manifest's targets, paths, dependencies and resources are read without running it")
  func manifest() throws {
    let package = try ManifestReader.read(
      try #require(Self.files["Packages/Data/Package.swift"]), folder: "Packages/Data")
    #expect(package.name == "BirdsData")
    #expect(package.defaultLocalization == "fr")
    #expect(package.products == [.init(name: "BirdsData", targets: ["BirdsData", "BirdsCore"])])
    #expect(package.targets.map(\.name) == ["BirdsData", "BirdsCore", "BirdsDataTests"])
    #expect(package.targets.map(\.kind) == ["target", "target", "testTarget"])
    #expect(package.targets[0].dependencies == [.byName("Algorithms"), .byName("BirdsCore")])
    #expect(
      package.targets[0].resources.map(\.text) == [
        #".process("JSON/birds.json")"#, #".copy("Gone")"#,
      ])
    #expect(package.dependencies.first?.identity == "swift-algorithms")
  }

  @Test("each library target is ported under Sources/, after the targets it depends on")
  func targets() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.libraryTargets == ["BirdsCore", "BirdsData", "BirdsUI"])
    #expect(
      report.sources == [
        "Sources/BirdsCore/Core.swift", "Sources/BirdsData/Bird.swift",
        "Sources/BirdsUI/BirdView.swift", "Sources/Birds/BirdsApp.swift",
      ])
    #expect(report.resources == ["Sources/BirdsData/JSON/birds.json"])
    #expect(output.read("Sources/BirdsData/JSON/birds.json") == "[]")
    #expect(!output.exists("Sources/BirdsUI/Package.swift"))
    #expect(!output.exists("Sources/BirdsData/notes.txt"))

    let manifest = try #require(output.read("Package.swift"))
    let order = ["BirdsCore", "BirdsData", "BirdsUI", "Birds"].map {
      manifest.range(of: "      name: \"\($0)\",\n")?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    #expect(manifest.contains("defaultLocalization: \"fr\""))
    #expect(
      manifest.contains(
        """
            .target(
              name: "BirdsData",
              dependencies: [
                "BirdsCore",
        """))
    #expect(manifest.contains(#"resources: [.process("JSON/birds.json")])"#))
    #expect(!manifest.contains(#".copy("Gone")"#))
    #expect(
      manifest.contains(
        "name: \"BirdsUI\",\n      dependencies: [\n        \"BirdsData\",\n        \"BirdsCore\",")
    )
    #expect(manifest.contains("name: \"Birds\",\n      dependencies: [\n        \"BirdsUI\",\n"))

    #expect(
      report.remoteDependencies == [
        RemoteDependency(
          product: "Algorithms", package: "https://github.com/apple/swift-algorithms.git",
          neededBy: "BirdsData", requirement: #"from: "1.0.0""#)
      ])
    // The manifest's remote package is declared, its product on the target that needs it.
    #expect(
      manifest.contains(
        #".package(url: "https://github.com/apple/swift-algorithms.git", from: "1.0.0")"#))
    #expect(
      manifest.contains(
        "\"BirdsCore\",\n        .product(name: \"Algorithms\", package: \"swift-algorithms\")"))
    let document = try #require(output.read("PORTING.md"))
    #expect(document.contains("## Targets from local packages"))
    #expect(document.contains("## Remote packages"))
    #expect(
      document.contains(
        #"- Algorithms (https://github.com/apple/swift-algorithms.git) needed by BirdsData, from: "1.0.0""#
      ))
    #expect(document.contains("skipped: test target BirdsDataTests"))
    #expect(document.contains("resource rule .copy(\"Gone\") of BirdsData left out"))
  }

  @Test("without a project file the app depends on every library product")
  func withoutProjectFile() throws {
    var files = Self.files
    files["Birds.xcodeproj/project.pbxproj"] = nil
    files["Birds.xcodeproj/.keep"] = ""
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    _ = try Porter.port(project: project.url, output: output.url, options: Self.options)
    let manifest = try #require(output.read("Package.swift"))
    #expect(
      manifest.contains(
        "name: \"Birds\",\n      dependencies: [\n        \"BirdsData\",\n        \"BirdsCore\",\n        \"BirdsUI\",\n"
      ))
  }

  @Test("a manifest that cannot be parsed is noted and its package skipped")
  func unparsable() throws {
    var files = Self.files
    files["Packages/UI/Package.swift"] = "let package = Package(name: "
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.libraryTargets == ["BirdsCore", "BirdsData"])
    #expect(
      report.notes.contains {
        $0.path == "Packages/UI/Package.swift"
          && $0.message == "skipped the package: it has Swift syntax errors; add it by hand"
      })
    #expect(
      report.remoteDependencies.contains(
        RemoteDependency(product: "BirdsUI", package: nil, neededBy: "Birds")))
  }
}
