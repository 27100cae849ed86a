import Foundation
import TestSupport
import Testing

/// Runs the built `waypoint port` as a user would, on bad input above all.
@Suite(
  "waypoint port on the command line",
  .integration)
struct PortCommandLineIntegrationTests {
  func port(_ arguments: [String]) throws -> BuiltExecutable.Result {
    try BuiltExecutable(named: "waypoint").run(["port"] + arguments)
  }

  @Test("edits go to standard output as path:line: reason, the summary to standard error")
  func success() throws {
    let project = try TemporaryFolder([
      "A.xcodeproj/project.pbxproj": "",
      "A/AApp.swift": "import SwiftUI\n#if os(iOS)\nlet a = 1\n#endif\n",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let result = try port([project.url.path, "--output", output.url.path, "--force"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Sources/A/AApp.swift:2: #if os(iOS) → os(iOS) || os(Linux)"))
    #expect(result.error.contains("waypoint port: A: 1 Swift file, 0 resources"))
    #expect(output.read("Package.swift")?.contains(#".package(name: "Waypoint", path: "/"#) == true)
  }

  @Test("--exclude-unavailable leaves out a MapKit file and says so; without it, a warning")
  func excludeUnavailable() throws {
    let project = try TemporaryFolder([
      "A.xcodeproj/project.pbxproj": "",
      "A/AApp.swift": "import SwiftUI\n@main struct AApp: App {}\n",
      "A/Map.swift": "import MapKit\nstruct Map {}\n",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let kept = try port([project.url.path, "--output", output.url.path, "--force"])
    #expect(kept.status == 0)
    #expect(kept.error.contains("1 file imports a framework Linux lacks"))
    let result = try port(
      [project.url.path, "--output", output.url.path, "--force", "--exclude-unavailable"])
    #expect(result.status == 0)
    #expect(result.error.contains("waypoint port: A: 1 Swift file"))
    #expect(!output.exists("Sources/A/Map.swift"))
    #expect(
      output.read("PORTING.md")?.contains("`Sources/A/Map.swift`: MapKit; declared `struct Map`")
        == true)
  }

  @Test("bad input is a one-line error and exit status 1, never a crash")
  func badInput() throws {
    let empty = try TemporaryFolder(["A.xcodeproj/project.pbxproj": "", "A/notes.txt": "a"])
    let garbled = try TemporaryFolder([
      "B/BApp.swift": "", "B/Assets.xcassets/Ink.colorset/Contents.json": "{ nope",
    ])
    let full = try TemporaryFolder(["file.txt": ""])
    let objectiveC = try TemporaryFolder(["main.m": "int main() {}", "AppDelegate.h": ""])
    let unreadable = try TemporaryFolder(["C/CApp.swift": ""])
    try unreadable.writeData(Data([0xFF, 0xFE, 0x00]), to: "C.xcodeproj/project.pbxproj")
    defer { for folder in [empty, garbled, full, objectiveC, unreadable] { folder.remove() } }
    let fresh = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: fresh) }
    let cases: [([String], String)] = [
      (["/no/such/folder", "--output", fresh.path], "No such project folder"),
      ([empty.url.path, "--output", fresh.path], "No Swift sources"),
      ([garbled.url.path, "--output", fresh.path], "Ink.colorset/Contents.json"),
      ([garbled.url.path, "--output", full.url.path], "is not empty; pass --force"),
      ([objectiveC.url.path, "--output", fresh.path], "No Swift sources"),
      ([unreadable.url.path, "--output", fresh.path], "project.pbxproj: cannot be read"),
    ]
    for (arguments, message) in cases {
      let result = try port(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.error.hasPrefix("error: "), "\(result.error)")
      #expect(result.error.contains(message), "\(result.error)")
      #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    }
    #expect(!FileManager.default.fileExists(atPath: fresh.path), "nothing is written on error")
  }
}
