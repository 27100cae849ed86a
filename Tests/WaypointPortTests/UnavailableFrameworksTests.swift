import Foundation
import SwiftParser
import Testing

@testable import WaypointPort

@Suite("Sources that import frameworks Linux lacks")
struct UnavailableFrameworksTests {
  static let files = [
    "Trips/TripsApp.swift": "import SwiftUI\n@main struct TripsApp: App {}",
    "Trips/MapView.swift": """
    import SwiftUI
    import MapKit
    @preconcurrency import CoreLocation

    struct MapView: View {}
    enum Route { case home }
    func region() -> Int { 1 }
    extension Route: Identifiable {}
    #if DEBUG
    let sample = MapView()
    #endif
    """,
    "Trips/Guarded.swift": """
    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    #endif
    struct Guarded {}
    """,
  ]

  @Test("imports at top level or under #if os(iOS) count; under canImport they do not")
  func imports() {
    func frameworks(_ text: String) -> [String] {
      UnavailableFrameworks.imported(by: Parser.parse(source: text))
    }
    #expect(
      frameworks("import MapKit\nimport struct CoreLocation.CLLocationCoordinate2D") == [
        "MapKit", "CoreLocation",
      ])
    #expect(frameworks("#if os(iOS)\nimport UIKit\n#endif") == ["UIKit"])
    #expect(frameworks("#if canImport(UIKit)\nimport UIKit\n#endif") == [])
    #expect(frameworks("#if os(macOS)\nimport AppKit\n#endif") == [])
    #expect(frameworks("import SwiftUI\nimport Foundation\nimport MapKitExtras") == [])
    // Frameworks of the corpus the list once lacked; OSLog and os now have stand-ins.
    #expect(
      frameworks("import PassKit\nimport AppClip\nimport Intents\nimport CoreServices") == [
        "PassKit", "AppClip", "Intents", "CoreServices",
      ])
    #expect(frameworks("import OSLog\nimport os") == [])
  }

  @Test("OSLog and os imports fall back to Waypoint's stand-in, a dependency on Linux")
  func osLogStandIns() throws {
    let project = try TemporaryFolder([
      "App/AppMain.swift": "import SwiftUI\n@main struct A {}",
      "App/Log.swift": "import OSLog\nlet logger = Logger(subsystem: \"a\", category: \"b\")",
      "App/Legacy.swift": "import os.log\nfunc f() { os_log(\"x\") }",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    #expect(report.unavailableSources.isEmpty)
    let manifest = try #require(output.read("Package.swift"))
    #expect(
      manifest.contains(
        #".product(name: "WaypointOSLog", package: "Waypoint", condition: .when(platforms: [.linux])),"#
      ))
    #expect(
      output.read("Sources/\(report.appName)/App/Log.swift")?.hasPrefix(
        "#if canImport(OSLog)\nimport OSLog\n#else\nimport WaypointOSLog\n#endif\n") == true)
    #expect(
      output.read("Sources/\(report.appName)/App/Legacy.swift")?.hasPrefix(
        "#if canImport(os)\nimport os.log\n#else\nimport WaypointOSLog\n#endif\n") == true)
  }

  @Test("without --exclude-unavailable the files are kept and PORTING.md predicts the failure")
  func kept() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    let name = report.appName
    #expect(
      report.unavailableSources == [
        UnavailableSource(
          path: "Sources/\(name)/Trips/MapView.swift", frameworks: ["MapKit", "CoreLocation"],
          excluded: false, declarations: [])
      ])
    #expect(output.exists("Sources/\(name)/Trips/MapView.swift"))
    let document = try #require(output.read("PORTING.md"))
    #expect(document.contains("## Frameworks Linux lacks"))
    #expect(document.contains("Kept: the build fails at these imports"))
    #expect(document.contains("- `Sources/\(name)/Trips/MapView.swift`: MapKit, CoreLocation"))
  }

  @Test("with --exclude-unavailable the files are left out and their declarations listed")
  func excluded() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    let name = report.appName
    #expect(!output.exists("Sources/\(name)/Trips/MapView.swift"))
    #expect(output.exists("Sources/\(name)/Trips/Guarded.swift"))
    #expect(!report.sources.contains("Sources/\(name)/Trips/MapView.swift"))
    #expect(
      report.unavailableSources.first?.declarations == [
        "struct MapView", "enum Route", "func region", "extension Route", "let sample",
      ])
    let document = try #require(output.read("PORTING.md"))
    #expect(
      document.contains(
        "- `Sources/\(name)/Trips/MapView.swift`: MapKit, CoreLocation; declared `struct MapView`, "
          + "`enum Route`, `func region`, `extension Route`, `let sample`"))
  }

  @Test("a library target left with no sources is dropped, and the app's dependency on it")
  func emptiedLibrary() throws {
    let project = try TemporaryFolder([
      "App/AppMain.swift": "import SwiftUI\n@main struct A {}",
      "Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])
      """,
      "Kit/Sources/Kit/Camera.swift": "import UIKit\nclass Camera: UIViewController {}",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url,
      options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    #expect(report.libraryTargets == [])
    #expect(
      report.notes.contains {
        $0.message == "skipped: target Kit has no Swift sources left to build"
      })
    #expect(output.read("Package.swift")?.contains("\"Kit\"") == false)
  }

  @Test("an app left with no sources is an error, before anything is written")
  func emptiedApp() throws {
    let project = try TemporaryFolder(["App.swift": "import MapKit\n@main struct A {}"])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    #expect(throws: PortError.nothingLeft(AppName.sanitised(project.url.lastPathComponent))) {
      try Porter.port(
        project: project.url, output: output.url,
        options: PortOptions(waypointPath: "/w", excludeUnavailable: true))
    }
    #expect(!output.exists("Package.swift"))
  }
}
