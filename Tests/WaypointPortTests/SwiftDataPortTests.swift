import Foundation
import Testing

@testable import WaypointPort

@Suite("SwiftData is ported: a target importing it depends on Waypoint's SwiftData for Linux")
struct SwiftDataPortTests {
  static let files = [
    "Books/BooksApp.swift": """
    import SwiftUI
    import SwiftData

    @main struct BooksApp: App {
      var body: some Scene { WindowGroup { Text("Books") }.modelContainer(for: Book.self) }
    }
    """,
    "Books/Book.swift": """
    import SwiftData

    @Model final class Book {
      var title: String
      var added = Date()
      init(title: String) { self.title = title }
    }
    """,
    "Books/Legacy.swift": "import CoreData\nfinal class Stack {}\n",
  ]

  @Test("SwiftData is no framework Linux lacks; Core Data still is")
  func available() throws {
    let project = try TemporaryFolder(Self.files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    #expect(report.unavailableSources.map(\.frameworks) == [["CoreData"]])
    let manifest = try #require(output.read("Package.swift"))
    let swiftData =
      #".product(name: "SwiftData", package: "Waypoint", condition: .when(platforms: [.linux])),"#
    // The app's library imports SwiftData; its executables do not.
    #expect(manifest.components(separatedBy: swiftData).count - 1 == 1)
    // A file importing only SwiftData keeps its imports: Waypoint's SwiftData brings Foundation
    // along, as Apple's does.
    #expect(
      output.read("Sources/\(report.appName)/Books/Book.swift")?.hasPrefix(
        "import SwiftData\n\n") == true)
  }

  @Test("a local package's target importing SwiftData gets the product too")
  func libraryTarget() throws {
    let project = try TemporaryFolder([
      "App/AppMain.swift": "import SwiftUI\nimport Store\n@main struct A: App {}",
      "Store/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Store", products: [.library(name: "Store", targets: ["Store"])],
        targets: [.target(name: "Store")])
      """,
      "Store/Sources/Store/Item.swift": "import Foundation\nimport SwiftData\n@Model class Item {}",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    #expect(report.libraryTargets == ["Store"])
    let manifest = try #require(output.read("Package.swift"))
    let store = try #require(manifest.range(of: "name: \"Store\","))
    let next = try #require(
      manifest.range(of: ".target(", range: store.upperBound..<manifest.endIndex))
    #expect(manifest[store.upperBound..<next.lowerBound].contains("name: \"SwiftData\""))
  }
}
