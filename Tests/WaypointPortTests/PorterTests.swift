import Foundation
import Testing

@testable import WaypointPort

@Suite("A whole port: the package written, its manifest, edits and errors")
struct PorterTests {
  static let app = [
    "Notes.xcodeproj/project.pbxproj": "// project",
    "Notes/NotesApp.swift": """
    import SwiftUI

    @main
    struct NotesApp: App {
      var body: some Scene {
        WindowGroup {
          #if os(iOS)
          Text("iPhone")
          #endif
        }
      }
    }
    """,
    "Notes/Store.swift": """
    import Foundation

    final class Store: ObservableObject {
      @Published var notes: [String] = []
      func load() {
        let url = Bundle.main.url(forResource: "notes", withExtension: "json")
      }
    }
    """,
    "Notes/notes.json": "[\"a\"]",
    "Notes/Assets.xcassets/Brand.colorset/Contents.json": colorSet(
      #""red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1""#),
    "Notes/Assets.xcassets/Icon.imageset/Contents.json": "{}",
  ]

  static let options = PortOptions(waypointPath: "/opt/Waypoint")

  @Test("the package has the sources, resources, colours, manifest and PORTING.md")
  func package() throws {
    let project = try TemporaryFolder(Self.app)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.appName == "Notes")
    #expect(
      report.sources == [
        "Sources/Notes/NotesApp.swift", "Sources/Notes/Store.swift",
        "Sources/Notes/AssetCatalogColors.swift", "Sources/Notes/GeneratedAssetSymbols.swift",
      ])
    #expect(report.resources == ["Sources/Notes/Resources/notes.json"])
    #expect(report.colorNames == ["Brand"])
    #expect(
      report.edits.map(\.description).map { $0.prefix(while: { $0 != " " }) } == [
        "Sources/Notes/NotesApp.swift:3:", "Sources/Notes/NotesApp.swift:7:",
        "Sources/Notes/Store.swift:2:",
        "Sources/Notes/Store.swift:7:",
      ])
    #expect(report.notes.contains { $0.message.contains("image set \"Icon\"") })
    #expect(output.read("Sources/Notes/Resources/notes.json") == "[\"a\"]")
    #expect(output.read("Sources/Notes/Store.swift")?.contains("Bundle.module.url") == true)
    #expect(output.read("Sources/Notes/AssetCatalogColors.swift")?.contains("\"Brand\"") == true)
    #expect(
      output.read("Sources/Notes/GeneratedAssetSymbols.swift")?.contains(
        "static let brand = ColorResource(name: \"Brand\", bundle: .main)") == true)

    let manifest = try #require(output.read("Package.swift"))
    #expect(manifest.hasPrefix("// swift-tools-version: 6.1\n"))
    #expect(manifest.contains(#".package(name: "Waypoint", path: "/opt/Waypoint")"#))
    #expect(manifest.contains(#"resources: [.process("Resources")]"#))
    #expect(manifest.contains("swiftLanguageModes: [.v5]"))
    // The app's sources are a library that three executables run: the terminal's, browsers'
    // and a GTK window's.
    #expect(manifest.contains(#".executable(name: "Notes", targets: ["NotesMain"]),"#))
    #expect(manifest.contains(#".executable(name: "Notes-web", targets: ["NotesWeb"]),"#))
    #expect(manifest.contains(".target(\n      name: \"Notes\","))
    #expect(
      manifest.contains(
        #".product(name: "WaypointWeb", package: "Waypoint", condition: .when(platforms: [.linux])),"#
      ))
    #expect(report.webProduct == "Notes-web")
    #expect(manifest.contains(#".executable(name: "Notes-desktop", targets: ["NotesDesktop"]),"#))
    #expect(manifest.contains(#".package(name: "WaypointDesktop", path: "/opt/Waypoint/Desktop")"#))
    #expect(
      manifest.contains(
        #".product(name: "WaypointGTK", package: "WaypointDesktop", condition: .when(platforms: [.linux])),"#
      ))
    #expect(report.desktopProduct == "Notes-desktop")
    #expect(
      output.read("Sources/NotesDesktop/main.swift")?.contains("await application.runOnDesktop()")
        == true)
    #expect(output.read("PORTING.md")?.contains("`swift run Notes-desktop` opens it") == true)
    #expect(output.read("Sources/Notes/NotesApp.swift")?.contains("@main") == true)
    #expect(output.read("Sources/Notes/NotesApp.swift")?.contains("\n@main") == false)
    #expect(
      output.read("Sources/Notes/WaypointPortedApp.swift")?.contains(
        "public static var type: any App.Type { NotesApp.self }") == true)
    #expect(
      output.read("Sources/NotesMain/main.swift")?.contains("await run(WaypointPortedApp.type)")
        == true)
    #expect(
      output.read("Sources/NotesWeb/main.swift")?.contains("await application.serveInBrowser()")
        == true)
    #expect(
      output.read("PORTING.md")?.contains("`swift run Notes-web` serves the same app") == true)
    #expect(
      manifest.contains(
        #".product(name: "Combine", package: "Waypoint", condition: .when(platforms: [.linux]))"#))
    let document = try #require(output.read("PORTING.md"))
    for edit in report.edits {
      #expect(document.contains("`\(edit.path):\(edit.line)`: \(edit.reason)"))
    }
  }

  @Test("an app with no @main App type stays one executable, and the port says why")
  func noMainApp() throws {
    var files = Self.app
    files["Notes/NotesApp.swift"] =
      "import SwiftUI\n\nstruct NotesApp: App {\n  var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n"
    files["Notes/main.swift"] = "NotesApp.main()\n"
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.webProduct == nil)
    #expect(report.notes.contains { $0.message.contains("no `@main` App type was found") })
    let manifest = try #require(output.read("Package.swift"))
    #expect(manifest.contains(".executableTarget(\n      name: \"Notes\","))
    #expect(!manifest.contains("products:"))
    #expect(!output.exists("Sources/NotesWeb"))
  }

  @Test("an output folder that is not empty is refused without --force and replaced with it")
  func force() throws {
    let project = try TemporaryFolder(Self.app)
    let output = try TemporaryFolder(["Sources/Old/Old.swift": "", "keep.txt": "kept"])
    defer {
      project.remove()
      output.remove()
    }
    #expect(throws: PortError.outputNotEmpty(output.url.path)) {
      try Porter.port(project: project.url, output: output.url, options: Self.options)
    }
    var forced = Self.options
    forced.force = true
    _ = try Porter.port(project: project.url, output: output.url, options: forced)
    #expect(!output.exists("Sources/Old"))
    #expect(output.exists("Sources/Notes/Store.swift"))
    #expect(output.read("keep.txt") == "kept")
  }

  @Test("a garbled colour set stops the port before anything is written")
  func garbled() throws {
    var files = Self.app
    files["Notes/Assets.xcassets/Brand.colorset/Contents.json"] = "{ garbled"
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    #expect(throws: PortError.self) {
      try Porter.port(project: project.url, output: output.url, options: Self.options)
    }
    #expect(!output.exists("Package.swift"))
  }

  @Test("with no resources Bundle.main stays and the manifest declares none")
  func noResources() throws {
    var files = Self.app
    files["Notes/notes.json"] = nil
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.notes.contains { $0.message.contains("no resources") })
    #expect(output.read("Package.swift")?.contains("resources:") == false)
  }
}
