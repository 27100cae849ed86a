import Foundation
import Testing

@testable import WaypointPort

@Suite("Remote packages of the Xcode project are declared in Package.swift")
struct RemotePackagesTests {
  static let files = [
    "Board.xcodeproj/project.pbxproj": projectFileText([
      FixtureTarget(
        name: "Board",
        sources: ["Board/BoardApp.swift", "Board/ListView.swift", "Board/Chart.swift"],
        remoteProducts: [
          (
            "Introspect", "https://github.com/siteline/SwiftUI-Introspect",
            "kind = branch; branch = master;"
          ),
          (
            "KeychainAccess", "https://github.com/kishikawakatsumi/KeychainAccess.git",
            "kind = upToNextMajorVersion; minimumVersion = 4.2.2;"
          ),
          ("Exact", "https://example.com/exact.git", "kind = exactVersion; version = 1.0.0;"),
          (
            "Minor", "https://example.com/minor",
            "kind = upToNextMinorVersion; minimumVersion = 0.3.1;"
          ),
          (
            "Ranged", "https://example.com/ranged",
            "kind = versionRange; minimumVersion = 1.0.0; maximumVersion = 3.0.0;"
          ),
          ("Odd", "https://example.com/odd", "kind = somethingNew;"),
        ])
    ]),
    "Board/BoardApp.swift": "import SwiftUI\nimport KeychainAccess\n@main struct BoardApp: App {}",
    "Board/ListView.swift": "import SwiftUI\nimport IntrospectCore\nstruct ListView {}",
    "Board/Chart.swift": "import SwiftUI\nimport Odd\nimport NotAPackage\nstruct Chart {}",
  ]

  @Test("each requirement kind is written as Package.swift writes it")
  func requirements() throws {
    let project = try PBXProjectFile(
      text: try #require(Self.files["Board.xcodeproj/project.pbxproj"]))
    let target = try #require(XcodeAppTarget.find(in: project, projectPath: "p"))
    #expect(
      target.packageProducts.map(\.requirement) == [
        #"branch: "master""#, #"from: "4.2.2""#, #"exact: "1.0.0""#,
        #".upToNextMinor(from: "0.3.1")"#, #""1.0.0"..<"3.0.0""#, nil,
      ])
  }

  @Test("the packages and their products are declared; one with no known requirement is not")
  func declared() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    let manifest = try #require(output.read("Package.swift"))
    for line in [
      #".package(url: "https://github.com/siteline/SwiftUI-Introspect", branch: "master"),"#,
      #".package(url: "https://github.com/kishikawakatsumi/KeychainAccess.git", from: "4.2.2"),"#,
      #".package(url: "https://example.com/exact.git", exact: "1.0.0"),"#,
      #".package(url: "https://example.com/minor", .upToNextMinor(from: "0.3.1")),"#,
      #".package(url: "https://example.com/ranged", "1.0.0"..<"3.0.0")"#,
      #".product(name: "Introspect", package: "SwiftUI-Introspect"),"#,
      #".product(name: "KeychainAccess", package: "KeychainAccess"),"#,
      #".product(name: "Exact", package: "exact"),"#,
    ] {
      #expect(manifest.contains(line), "\(line)")
    }
    #expect(!manifest.contains("odd"))
    let document = try #require(output.read("PORTING.md"))
    #expect(document.contains("## Remote packages"))
    #expect(
      document.contains(
        #"- Introspect (https://github.com/siteline/SwiftUI-Introspect) needed by Board, branch: "master""#
      ))
    #expect(
      document.contains(
        "## Packages not fetched\n\n- Odd (https://example.com/odd) needed by Board"))
    // Without --exclude-unavailable the imports nothing provides are named and the files kept.
    #expect(
      report.unavailableSources == [
        UnavailableSource(
          path: "Sources/Board/Chart.swift", frameworks: ["Odd", "NotAPackage"], excluded: false,
          declarations: [], unprovided: ["Odd", "NotAPackage"])
      ])
  }

  @Test("with --exclude-unavailable an import nothing provides leaves its file out")
  func unprovidedExcluded() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    #expect(!output.exists("Sources/Board/Chart.swift"))
    // A declared product's module (and one named after it, as IntrospectCore) stays.
    #expect(output.exists("Sources/Board/BoardApp.swift"))
    #expect(output.exists("Sources/Board/ListView.swift"))
    #expect(report.unavailableSources.map(\.path) == ["Sources/Board/Chart.swift"])
    let document = try #require(output.read("PORTING.md"))
    #expect(
      document.contains(
        "- `Sources/Board/Chart.swift`: Odd (no target, declared package, Waypoint product or "
          + "Linux module provides it), NotAPackage (no target"))
  }
}
