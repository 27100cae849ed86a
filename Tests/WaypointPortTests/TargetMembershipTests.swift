import Foundation
import Testing

@testable import WaypointPort

/// The text of a `project.pbxproj` holding `objects` (identifier → the object's entries), whose
/// project lists `targets`.
func pbxproj(_ objects: [String: String], targets: [String]) -> String {
  let entries = objects.sorted { $0.key < $1.key }.map { "\t\t\($0.key) = {\($0.value)};" }
  return """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \(entries.joined(separator: "\n"))
    \t\tROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; targets = (\(targets.joined(separator: ", "))); };
    \t};
    \trootObject = ROOT;
    }
    """
}

@Suite("Only the files Xcode builds for the app's target are ported")
struct TargetMembershipTests {
  static let options = PortOptions(waypointPath: "/w")

  /// An Xcode 16 app: its folder `Trips` synchronized, a `Shared` folder synchronized for a
  /// widget only, and exception sets of each kind.
  static let synchronized = [
    "Trips.xcodeproj/project.pbxproj": pbxproj(
      [
        "MAIN": "isa = PBXGroup; children = (APPGROUP, SHARED, ); sourceTree = \"<group>\";",
        "APPGROUP":
          "isa = PBXFileSystemSynchronizedRootGroup; exceptions = (APPEX, PHASEEX, ); "
          + "explicitFolders = (Maps, ); path = Trips; sourceTree = \"<group>\";",
        "SHARED":
          "isa = PBXFileSystemSynchronizedRootGroup; exceptions = (SHAREDEX, ); path = Shared; "
          + "sourceTree = \"<group>\";",
        "APPEX":
          "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = "
          + "(Info.plist, Old/Trip.swift, ); platformFiltersByRelativePath = {\"Mac/MacMenu.swift\" "
          + "= (macos, ); }; target = APP;",
        "PHASEEX":
          "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = "
          + "COPY; membershipExceptions = (Embed/Helper.swift, );",
        "SHAREDEX":
          "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = "
          + "(Model.swift, ); target = APP;",
        "SOURCES": "isa = PBXSourcesBuildPhase; files = ( );",
        "RESOURCES": "isa = PBXResourcesBuildPhase; files = ( );",
        "COPY": "isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = ( );",
        "APP":
          "isa = PBXNativeTarget; buildPhases = (SOURCES, RESOURCES, COPY, ); "
          + "fileSystemSynchronizedGroups = (APPGROUP, ); name = Trips; "
          + "productType = \"com.apple.product-type.application\";",
        "WIDGET":
          "isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = (SHARED, ); "
          + "name = TripsWidget; productType = \"com.apple.product-type.app-extension\";",
      ], targets: ["APP", "WIDGET"]),
    "Trips/TripsApp.swift": "import SwiftUI\n@main struct TripsApp: App {}",
    "Trips/Info.plist": "<plist/>",
    "Trips/Old/Trip.swift": "struct Trip {}",
    "Trips/Mac/MacMenu.swift": "import AppKit",
    "Trips/Embed/Helper.swift": "struct Helper {}",
    "Trips/Maps/route.json": "[]",
    "Trips/Maps/Tiles/tile.txt": "tile",
    "Trips/Maps/Unused.swift": "not compiled",
    "Shared/Model.swift": "struct Trip {}",
    "Shared/WidgetOnly.swift": "struct Timeline {}",
  ]

  @Test("synchronized folders: exceptions, platform filters, other phases and added files")
  func synchronizedExceptions() throws {
    let folder = try TemporaryFolder(Self.synchronized)
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(
      project.sources.map(\.relativePath) == ["Shared/Model.swift", "Trips/TripsApp.swift"])
    let notes = project.notes.map { "\($0.path ?? ""): \($0.message)" }
    #expect(notes.contains("Trips/Mac/MacMenu.swift: skipped: built for macos"))
    #expect(notes.contains("Trips/Embed/Helper.swift: skipped: in the target's Copy Files phase"))
    // An explicit folder is copied as it is, its Swift file with it, not compiled.
    #expect(project.copiedFolders == ["CopiedResources/Maps"])
    #expect(
      project.resources.map(\.destination) == [
        "CopiedResources/Maps/Tiles/tile.txt", "CopiedResources/Maps/Unused.swift",
        "CopiedResources/Maps/route.json",
      ])
  }

  @Test("a folder reference is copied as a folder, as Xcode copies it, not flattened")
  func folderReference() throws {
    let files = [
      "Cards.xcodeproj/project.pbxproj": projectFileText([
        FixtureTarget(
          name: "Cards", sources: ["Cards/CardsApp.swift"],
          resources: ["Cards/Stickers", "Cards/card.json"])
      ]),
      "Cards/CardsApp.swift": "import SwiftUI\n@main struct CardsApp: App {}",
      "Cards/card.json": "{}",
      "Cards/Stickers/heart.png": "png",
      "Cards/Stickers/Animals/cat.png": "png",
      "Cards/Stickers/Sticker.swift": "a sticker's code, copied",
    ]
    let project = try TemporaryFolder(files)
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.sources == ["Sources/Cards/CardsApp.swift"])
    #expect(output.read("Sources/Cards/CopiedResources/Stickers/Animals/cat.png") == "png")
    #expect(output.read("Sources/Cards/CopiedResources/Stickers/Sticker.swift") != nil)
    #expect(output.read("Sources/Cards/Resources/card.json") == "{}")
    let manifest = try #require(output.read("Package.swift"))
    #expect(
      manifest.contains(#"resources: [.process("Resources"), .copy("CopiedResources/Stickers")]"#))
  }

  @Test("two Swift files of one name are both kept, the later renamed after its folder")
  func sameSourceName() throws {
    let project = try TemporaryFolder([
      "Shop/ShopApp.swift": "import SwiftUI\n@main struct ShopApp: App {}",
      "Shop/Models/Item.swift": "struct Item {}",
      "Shop/Views/Item.swift": "struct ItemView {}",
      "Shop/Views/Item-Views.swift": "struct Taken {}",
      "Shop/AssetCatalogColors.swift": "enum Palette {}",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    let name = report.appName
    #expect(output.read("Sources/\(name)/Shop/Models/Item.swift") == "struct Item {}")
    #expect(output.read("Sources/\(name)/Shop/Views/Item-Shop-Views.swift") == "struct ItemView {}")
    #expect(output.read("Sources/\(name)/Shop/Views/Item-Views.swift") == "struct Taken {}")
    #expect(output.read("Sources/\(name)/Shop/AssetCatalogColors-Shop.swift") == "enum Palette {}")
    #expect(
      report.notes.contains {
        $0.path == "Shop/Views/Item.swift"
          && $0.message.hasPrefix("renamed Item.swift to Item-Shop-Views.swift")
          && $0.message.hasSuffix("(Shop/Models/Item.swift)")
      })
  }

  @Test("two processed resources of one name: the first is kept, the other left out")
  func sameResourceName() throws {
    let folder = try TemporaryFolder([
      "App/AppMain.swift": "import SwiftUI\n@main struct A: App {}",
      "App/Data/config.json": "{\"a\": 1}",
      "App/Old/config.json": "{\"a\": 0}",
      "App/Data/en.lproj/Strings.strings": "\"a\" = \"b\";",
      "App/Old/en.lproj/Strings.strings": "\"a\" = \"c\";",
      "App/Old/fr.lproj/Strings.strings": "\"a\" = \"d\";",
    ])
    defer { folder.remove() }
    let project = try XcodeProject.scan(folder.url)
    #expect(
      project.resources.map(\.relativePath) == [
        "App/Data/config.json", "App/Data/en.lproj/Strings.strings",
        "App/Old/fr.lproj/Strings.strings",
      ])
    #expect(
      project.notes.contains {
        $0.path == "App/Old/config.json"
          && $0.message
            == "left out: SwiftPM puts processed resources side by side, and App/Data/config.json "
            + "has the name config.json already"
      })
  }

  @Test("local package targets the app's project does not link are left out")
  func unlinkedPackages() throws {
    func package(_ name: String, remote: Bool = false) -> String {
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [\(remote ? #".package(url: "https://example.com/x/Extra.git", from: "1.0.0")"# : "")],
        targets: [.target(name: "\(name)"\(remote ? #", dependencies: ["Extra"]"# : ""))])
      """
    }
    let project = try TemporaryFolder([
      "Notes.xcodeproj/project.pbxproj": projectFileText([
        FixtureTarget(name: "Notes", sources: ["Notes/NotesApp.swift"], products: ["NoteKit"])
      ]),
      "Notes/NotesApp.swift": "import SwiftUI\nimport NoteKit\n@main struct NotesApp: App {}",
      "NoteKit/Package.swift": package("NoteKit"),
      "NoteKit/Sources/NoteKit/Note.swift": "public struct Note {}",
      "Old/NoteKitCopy/Package.swift": package("OldKit", remote: true),
      "Old/NoteKitCopy/Sources/OldKit/Note.swift": "public struct Note {}",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(project: project.url, output: output.url, options: Self.options)
    #expect(report.libraryTargets == ["NoteKit"])
    #expect(report.remoteDependencies.isEmpty)
    #expect(
      report.notes.contains {
        $0.message
          == "skipped: target OldKit of a local package, as the app's target does not link it"
      })
    #expect(output.read("Package.swift")?.contains("example.com") == false)
  }

  @Test("a folder holding one project below it ports that project; with two it says which")
  func nestedProject() throws {
    let folder = try TemporaryFolder([
      "README.md": "# Repository",
      "App/Trips.xcodeproj/project.pbxproj": projectFileText([
        FixtureTarget(name: "Trips", sources: ["Trips/TripsApp.swift"])
      ]),
      "App/Trips/TripsApp.swift": "import SwiftUI\n@main struct TripsApp: App {}",
      "App/Trips/Stale copy.swift": "struct Stale {}",
    ])
    let output = try TemporaryFolder()
    defer {
      folder.remove()
      output.remove()
    }
    let report = try Porter.port(project: folder.url, output: output.url, options: Self.options)
    #expect(report.appName == "Trips")
    #expect(report.readProjectFile)
    #expect(!report.sources.contains { $0.contains("Stale") })
    #expect(report.notes.first?.path == "App")
    try folder.write("import SwiftUI", to: "Other/Other.xcodeproj/project.pbxproj")
    #expect(throws: PortError.severalProjects(folder.url.path, ["App", "Other"])) {
      try Porter.port(
        project: folder.url, output: output.url,
        options: PortOptions(waypointPath: "/w", force: true))
    }
  }

  @Test("an asset catalog a project lists twice is ported once")
  func catalogListedTwice() throws {
    let folder = try TemporaryFolder([
      "Trips.xcodeproj/project.pbxproj": projectFileText([
        FixtureTarget(
          name: "Trips", sources: ["Trips/TripsApp.swift"],
          resources: ["Trips/Assets.xcassets", "Trips/Assets.xcassets"])
      ]),
      "Trips/TripsApp.swift": "@main struct TripsApp {}",
      "Trips/Assets.xcassets/Contents.json": "{}",
    ])
    defer { folder.remove() }
    #expect(try XcodeProject.scan(folder.url).assetCatalogs == ["Trips/Assets.xcassets"])
  }
}
