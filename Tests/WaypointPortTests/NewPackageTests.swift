import Foundation
import Testing
import WaypointPort

/// `waypoint new NAME` refuses what it cannot make into a package, with one line saying why, and
/// writes the files a package needs to run and test at once.
@Suite("waypoint new: a package of one's own")
struct NewPackageTests {
  private func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(
    "a name that is not a Swift identifier, a keyword or a module the package imports is refused",
    arguments: ["", "9lives", "my-app", "My App", "Déjà", "class", "Waypoint", "SwiftUI", "Self"])
  func invalidNames(name: String) throws {
    let folder = try scratchFolder().appendingPathComponent("Out")
    #expect(throws: NewPackage.Failure.invalidName(name)) {
      try NewPackage.make(name: name, in: folder, waypointPath: "/w")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was written")
  }

  @Test("names made of letters, digits and underscores are taken", arguments: ["Demo", "Todo_2"])
  func validNames(name: String) {
    #expect(NewPackage.isValidName(name))
  }

  @Test("an existing folder with something in it is refused and left as it was")
  func nonEmptyFolder() throws {
    let folder = try scratchFolder()
    let note = folder.appendingPathComponent("notes.txt")
    try Data("keep".utf8).write(to: note)
    #expect(throws: NewPackage.Failure.folderNotEmpty(folder.path)) {
      try NewPackage.make(name: "Demo", in: folder, waypointPath: "/w")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    #expect(
      NewPackage.Failure.folderNotEmpty("Demo").description
        == "Demo exists and is not empty; choose another name.")
  }

  @Test("the package has its manifest, app, router, screens, preview, tests, README and .gitignore")
  func files() throws {
    let folder = try scratchFolder().appendingPathComponent("Demo")
    let written = try NewPackage.make(name: "Demo", in: folder, waypointPath: "/src/Waypoint")
    #expect(
      written == [
        "Package.swift", ".gitignore", "README.md", "Sources/Demo/DemoApp.swift",
        "Sources/DemoViews/Router.swift", "Sources/DemoViews/RootView.swift",
        "Sources/DemoViews/ItemViews.swift", "Sources/DemoViews/SettingsView.swift",
        "Tests/DemoTests/NavigationTests.swift",
      ])
    func read(_ path: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
    let manifest = try read("Package.swift")
    #expect(manifest.contains(#".package(name: "Waypoint", path: "/src/Waypoint")"#))
    #expect(manifest.contains(#".product(name: "WaypointTesting", package: "Waypoint")"#))
    #expect(try read("Sources/DemoViews/RootView.swift").contains("TabView(selection:"))
    #expect(try read("Sources/DemoViews/Router.swift").contains(#"url.scheme == "demo""#))
    #expect(try read("Sources/DemoViews/ItemViews.swift").contains("#Preview"))
    #expect(try read("Tests/DemoTests/NavigationTests.swift").contains("import WaypointTesting"))
    #expect(try read("README.md").contains("swift run Demo"))
    #expect(try read(".gitignore").contains("Package.resolved"))
  }
}
