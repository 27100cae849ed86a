import Foundation
import Testing

@testable import WaypointPort

@Suite("Finding an Xcode app's sources and resources")
struct XcodeProjectTests {
  /// The layout Xcode makes for an app called Trips, with tests and a README beside it.
  static let layout = [
    "Trips.xcodeproj/project.pbxproj": "// project",
    "README.md": "# Trips",
    "Trips/TripsApp.swift": "@main struct TripsApp {}",
    "Trips/Models/Trip.swift": "struct Trip {}",
    "Trips/Info.plist": "<plist/>",
    "Trips/Trips.entitlements": "<plist/>",
    "Trips/Resources/trips.json": "[]",
    "Trips/Data/Defaults.plist": "<plist/>",
    "Trips/Preview Content/PreviewData.swift": "let preview = 1",
    "Trips/Preview Content/Preview Assets.xcassets/Contents.json": "{}",
    "Trips/Assets.xcassets/Contents.json": "{}",
    "Trips/Base.lproj/LaunchScreen.storyboard": "<xml/>",
    "TripsTests/TripsTests.swift": "import XCTest",
    "TripsUITests/TripsUITests.swift": "import XCTest",
    "TripsWidget/Widget.swift": "@main struct W {}",
  ]

  @Test(
    "walked, sources keep their sub-folders under the app folder; resources go under Resources/")
  func layoutFound() throws {
    let folder = try TemporaryFolder(Self.layout)
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(project.appName == "Trips")
    #expect(
      project.sources.map(\.destination) == [
        "Models/Trip.swift", "Preview Content/PreviewData.swift", "TripsApp.swift",
      ])
    #expect(
      project.resources.map(\.destination) == [
        "Resources/Data/Defaults.plist", "Resources/trips.json",
      ])
    #expect(
      project.assetCatalogs == [
        "Trips/Assets.xcassets", "Trips/Preview Content/Preview Assets.xcassets",
      ])
    #expect(
      project.notes.map(\.path) == [
        "Trips.xcodeproj/project.pbxproj", "TripsTests", "TripsUITests", "TripsWidget",
        "Trips/Base.lproj/LaunchScreen.storyboard",
      ])
  }

  @Test(
    "with no .xcodeproj the folder is the app's own, its files resources and its name the app's")
  func appFolderItself() throws {
    let folder = try TemporaryFolder([
      "App.swift": "@main struct A {}", "words.txt": "a", "Views/List.swift": "struct L {}",
      "Assets.xcassets/Contents.json": "{}", "README.md": "# A",
    ])
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(project.appName == AppName.sanitised(folder.url.lastPathComponent))
    #expect(project.sources.map(\.destination) == ["App.swift", "Views/List.swift"])
    #expect(project.resources.map(\.destination) == ["Resources/words.txt"])
    #expect(project.assetCatalogs == ["Assets.xcassets"])
  }

  @Test("names are sanitised to valid target names")
  func names() {
    #expect(AppName.sanitised("My App-2") == "MyApp2")
    #expect(AppName.sanitised("2048") == "App2048")
    #expect(AppName.sanitised("SwiftUI") == "SwiftUIApp")
    #expect(AppName.sanitised("—") == "App")
  }

  @Test("a missing folder, a file, and a folder with no Swift are errors")
  func errors() throws {
    let folder = try TemporaryFolder(["App.xcodeproj/project.pbxproj": "", "App/data.json": "{}"])
    defer { folder.remove() }
    let missing = folder.url.appendingPathComponent("nowhere")
    #expect(throws: PortError.missingProject(missing.path)) { try XcodeProject.scan(missing) }
    let file = folder.url.appendingPathComponent("App/data.json")
    #expect(throws: PortError.missingProject(file.path)) { try XcodeProject.scan(file) }
    #expect(throws: PortError.noSwiftSources(folder.url.path)) { try XcodeProject.scan(folder.url) }
  }
}
