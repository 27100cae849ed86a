import Foundation
import TestSupport
import Testing

/// Runs the built `waypoint` tool as a user would.
@Suite(
  "waypoint lint on the command line",
  .integration)
struct CommandLineIntegrationTests {
  static func run(_ arguments: [String], in folder: URL) throws -> BuiltExecutable.Result {
    try BuiltExecutable(named: "waypoint").run(arguments, in: folder)
  }

  /// A package-like folder with `Sources/App/*.swift`.
  static func makePackage(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let sources = folder.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  let warning = "struct A: View { var body: some View { NavigationView { Text(\"A\") } } }\n"
  let error =
    "func f() { _ = NavigationPath(try! d.decode(NavigationPath.CodableRepresentation.self, from: x)) }\n"

  @Test("Warnings exit 0, errors exit 1; Sources/ is the default; a summary goes to stderr")
  func exitStatus() throws {
    let folder = try Self.makePackage(["A.swift": warning])
    defer { try? FileManager.default.removeItem(at: folder) }
    let clean = try Self.run(["lint"], in: folder)
    #expect(clean.status == 0)
    #expect(clean.output.hasPrefix("Sources/App/A.swift:1:40: warning: "))
    #expect(clean.error.contains("1 finding (0 errors) in 1 file"))

    try error.write(
      to: folder.appendingPathComponent("Sources/App/B.swift"), atomically: true, encoding: .utf8)
    let failing = try Self.run(["lint"], in: folder)
    #expect(failing.status == 1)
    #expect(failing.output.contains("error: try! decoding a NavigationPath"))
    #expect(try Self.run(["lint", "--fail-on", "never"], in: folder).status == 0)
    #expect(
      try Self.run(["lint", "Sources/App/A.swift", "--fail-on", "warning"], in: folder).status == 1)
  }

  @Test("The configuration file is read from the current folder; a bad one exits 2 and says why")
  func configuration() throws {
    let folder = try Self.makePackage(["B.swift": error])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(".waypoint-lint.json")
    try #"{"rules": {"force-try-path-decode": "warning"}}"#.write(
      to: file, atomically: true, encoding: .utf8)
    let relaxed = try Self.run(["lint"], in: folder)
    #expect(relaxed.status == 0)
    #expect(relaxed.output.contains("warning: try!"))

    try #"{"rules": {"force-try": "off"}}"#.write(to: file, atomically: true, encoding: .utf8)
    let bad = try Self.run(["lint"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.error.contains("\"force-try\", which is not a rule id"))

    #expect(try Self.run(["lint", "Nowhere"], in: folder).status == 2)
    #expect(try Self.run(["lint", "--format", "xml"], in: folder).status == 2)
  }

  @Test(
    "--format sarif and json print documents; --fix edits the file; --list-rules prints the table")
  func formatsAndFixes() throws {
    let folder = try Self.makePackage([
      "A.swift":
        "struct A: View { var body: some View { NavigationView { Text(\"A\") }.navigationViewStyle(.stack) } }\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = try Self.run(["lint", "--format", "sarif"], in: folder)
    #expect(sarif.output.contains("\"version\" : \"2.1.0\""))
    let json = try Self.run(["lint", "--format", "json"], in: folder)
    #expect(json.output.contains("\"ruleID\" : \"navigation-view-deprecated\""))

    // --dry-run shows the fix as a diff and leaves the file alone.
    let dry = try Self.run(["lint", "--fix", "--dry-run"], in: folder)
    #expect(
      dry.output.hasPrefix(
        "--- a/Sources/App/A.swift\n+++ b/Sources/App/A.swift\n@@ -1,2 +1,2 @@\n-struct A"))
    #expect(dry.output.contains("\n+struct A: View { var body: some View { NavigationStack {"))
    #expect(try Self.run(["lint", "--dry-run"], in: folder).status == 2)
    let untouched = try String(
      contentsOf: folder.appendingPathComponent("Sources/App/A.swift"), encoding: .utf8)
    #expect(untouched.contains("NavigationView"))

    let fixed = try Self.run(["lint", "--fix"], in: folder)
    #expect(fixed.status == 0)
    #expect(fixed.output.isEmpty)
    let text = try String(
      contentsOf: folder.appendingPathComponent("Sources/App/A.swift"), encoding: .utf8)
    #expect(text == "struct A: View { var body: some View { NavigationStack { Text(\"A\") } } }\n")

    let table = try Self.run(["lint", "--list-rules"], in: folder)
    #expect(table.output.contains("| `nested-navigation-stack` |"))
  }
}

@Suite("waypoint aasa on the command line")
struct AASACommandLineTests {
  let good = """
    {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
      {"/": "/help/*", "exclude": true}, {"/": "/shop/*"}, {"/": "*", "comment": "everything else"}, {"/": "/late"}
    ]}]}}
    """

  @Test("validate: warnings alone exit 0; errors exit 1, each problem on its own line")
  func validate() throws {
    let folder = try CommandLineIntegrationTests.makePackage([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    try good.write(
      to: folder.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
    let warned = try CommandLineIntegrationTests.run(["aasa", "validate", "aasa.json"], in: folder)
    #expect(warned.status == 0)
    #expect(warned.output.split(separator: "\n").count == 1)
    #expect(warned.output.hasPrefix("warning: applinks.details[0].components[3]: unreachable"))

    try
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"path": "/x"}, {"/": "x"}]}]}}"#
      .write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    let bad = try CommandLineIntegrationTests.run(["aasa", "validate", "bad.json"], in: folder)
    #expect(bad.status == 1)
    // The unknown key, the path without a slash, and (since the first rule, without "/",
    // matches everything) the second rule being unreachable.
    #expect(bad.output.split(separator: "\n").count == 3)
    #expect(bad.output.contains("unknown key \"path\""))
    #expect(
      try CommandLineIntegrationTests.run(["aasa", "validate", "missing.json"], in: folder).status
        == 2)
  }

  @Test("match: each URL with its app and deciding rule; exit 0 only when all open the app")
  func match() throws {
    let folder = try CommandLineIntegrationTests.makePackage([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    try good.write(
      to: folder.appendingPathComponent("aasa.json"), atomically: true, encoding: .utf8)
    let opened = try CommandLineIntegrationTests.run(
      ["aasa", "match", "aasa.json", "https://example.com/shop/1"], in: folder)
    #expect(opened.status == 0)
    #expect(
      opened.output
        == "https://example.com/shop/1: opens ABCDE12345.com.example.app — applinks.details[0].components[1] (/ \"/shop/*\")\n"
    )
    let mixed = try CommandLineIntegrationTests.run(
      ["aasa", "match", "aasa.json", "https://example.com/shop/1", "https://example.com/help/x"],
      in: folder)
    #expect(mixed.status == 1)
    #expect(
      mixed.output.contains(
        "https://example.com/help/x: does not open the app — excluded by applinks.details[0].components[0]"
      ))
  }
}
