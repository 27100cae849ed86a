import Foundation
import Testing

@testable import WaypointPort

@Suite("Taking the files an Xcode project's application target builds")
struct ProjectFileTests {
  /// An app whose project lists its files; folders are named as the old walk skipped them.
  static let files = [
    "Trips/TripsApp.swift": "@main struct TripsApp {}",
    "Trips/ModelExtension/Trip.swift": "struct Trip {}",
    "Trips/Widget Tests/Helpers.swift": "enum Helpers {}",
    "Trips/Unlisted.swift": "struct Unlisted {}",
    "Trips/trips.json": "[]",
    "Trips/en.lproj/Localizable.strings": "\"a\" = \"b\";",
    "Trips/Assets.xcassets/Contents.json": "{}",
    "Trips/Info.plist": "<plist/>",
    "Trips/Old.m": "",
    "MacTrips/MacApp.swift": "@main struct MacApp {}",
    "TripsWidget/Widget.swift": "@main struct W {}",
  ]

  static let targets = [
    FixtureTarget(name: "MacTrips", sdk: "macosx", sources: ["MacTrips/MacApp.swift"]),
    FixtureTarget(
      name: "Trips",
      sources: [
        "Trips/TripsApp.swift", "Trips/ModelExtension/Trip.swift",
        "Trips/Widget Tests/Helpers.swift", "Trips/Old.m", "Trips/Missing.swift",
      ],
      resources: [
        "Trips/trips.json", "Trips/en.lproj/Localizable.strings", "Trips/Assets.xcassets",
      ]),
    FixtureTarget(
      name: "TripsWidget", productType: "com.apple.product-type.app-extension",
      sources: ["TripsWidget/Widget.swift"]),
  ]

  @Test("the iOS application target's files are exactly what is taken, wherever they are")
  func exactFiles() throws {
    var files = Self.files
    files["Trips.xcodeproj/project.pbxproj"] = projectFileText(Self.targets)
    let folder = try TemporaryFolder(files)
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(project.fromProjectFile)
    #expect(project.appName == "Trips")
    #expect(
      project.sources.map(\.destination) == [
        "ModelExtension/Trip.swift", "TripsApp.swift", "Widget Tests/Helpers.swift",
      ])
    #expect(
      project.resources.map(\.destination) == [
        "Resources/en.lproj/Localizable.strings", "Resources/trips.json",
      ])
    #expect(project.assetCatalogs == ["Trips/Assets.xcassets"])
    let notes = project.notes.map { "\($0.path ?? ""): \($0.message)" }
    #expect(notes.contains { $0.hasPrefix("Trips/Old.m: dropped: only Swift sources") })
    #expect(notes.contains("Trips/Missing.swift: skipped: the project lists it, but it is missing"))
    #expect(notes.contains { $0.contains("ported the application target \"Trips\"") })
  }

  @Test("an Xcode 16 synchronized folder gives every file in it but the target's exceptions")
  func synchronizedFolder() throws {
    let target = FixtureTarget(
      name: "ToDo",
      synchronized: [(folder: "ToDo", exceptions: ["Info.plist", "Drafts/Old.swift"])])
    let tests = FixtureTarget(
      name: "ToDoTests", productType: "com.apple.product-type.bundle.unit-test",
      synchronized: [(folder: "ToDoTests", exceptions: [])])
    let folder = try TemporaryFolder([
      "ToDo.xcodeproj/project.pbxproj": projectFileText([target, tests]),
      "ToDo/ToDoApp.swift": "@main struct ToDoApp {}",
      "ToDo/ItemExtension/Item.swift": "struct Item {}",
      "ToDo/Drafts/Old.swift": "struct Old {}",
      "ToDo/Drafts/New.swift": "struct New {}",
      "ToDo/Info.plist": "<plist/>",
      "ToDo/seed.json": "[]",
      "ToDoTests/ToDoTests.swift": "import XCTest",
    ])
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(
      project.sources.map(\.relativePath) == [
        "ToDo/Drafts/New.swift", "ToDo/ItemExtension/Item.swift", "ToDo/ToDoApp.swift",
      ])
    #expect(project.resources.map(\.destination) == ["Resources/seed.json"])
  }

  @Test("a garbled project file is named in a note and the folders are walked instead")
  func garbled() throws {
    let folder = try TemporaryFolder([
      "Trips.xcodeproj/project.pbxproj": "{ objects = { A = {; }",
      "Trips/TripsApp.swift": "@main struct TripsApp {}",
    ])
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(!project.fromProjectFile)
    #expect(project.sources.map(\.destination) == ["TripsApp.swift"])
    let note = try #require(project.notes.first)
    #expect(note.path == "Trips.xcodeproj/project.pbxproj")
    #expect(note.message.contains("line 1"))
    #expect(note.message.contains("the app's folders were walked instead"))
  }

  @Test("a project with no application target is walked, with a note")
  func noApplication() throws {
    let library = FixtureTarget(
      name: "Kit", productType: "com.apple.product-type.framework", sources: ["Kit/Kit.swift"])
    let folder = try TemporaryFolder([
      "Kit.xcodeproj/project.pbxproj": projectFileText([library]),
      "Kit/Kit.swift": "struct Kit {}",
    ])
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(project.notes.contains { $0.message.hasPrefix("no application target") })
    #expect(project.sources.map(\.destination) == ["Kit.swift"])
  }

  @Test("a project file that cannot be read is an error, as is an app target with no Swift")
  func unreadable() throws {
    let folder = try TemporaryFolder(["App/App.swift": "struct A {}"])
    defer { folder.remove() }
    try folder.makeFolder("App.xcodeproj/project.pbxproj")
    let path = folder.url.appendingPathComponent("App.xcodeproj/project.pbxproj").path
    #expect(throws: PortError.fileSystem(path: path, reason: "cannot be read")) {
      try XcodeProject.scan(folder.url)
    }
    let binary = try TemporaryFolder(["App/App.swift": "struct A {}"])
    defer { binary.remove() }
    try binary.writeData(Data([0x7B, 0xFF, 0xFE, 0x7D]), to: "App.xcodeproj/project.pbxproj")
    #expect(throws: PortError.self) { try XcodeProject.scan(binary.url) }

    let objectiveC = try TemporaryFolder([
      "Old.xcodeproj/project.pbxproj": projectFileText([
        FixtureTarget(name: "Old", sources: ["Old/main.m", "Old/AppDelegate.m"])
      ]),
      "Old/main.m": "int main() {}", "Old/AppDelegate.m": "", "Old/Tools/Helper.swift": "",
    ])
    defer { objectiveC.remove() }
    #expect(throws: PortError.noSwiftSources(objectiveC.url.path)) {
      try XcodeProject.scan(objectiveC.url)
    }
  }
}
