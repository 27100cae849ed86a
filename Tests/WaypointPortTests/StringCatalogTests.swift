import Foundation
import Testing

@testable import WaypointPort

@Suite("String catalogs become .strings resources, so that Bundle.module has them")
struct StringCatalogTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo \"Welt\"\nzwei" } }
          }
        },
        "%lld birds" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld bird" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld birds" } }
            } } },
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Vogel" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Vögel" } }
            } } }
          }
        },
        "Seen %@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "Seen %#@count@ by %@" },
              "substitutions" : { "count" : {
                "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg time" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg times" } }
                } }
              } }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test("each language gets a .strings file; plurals are reduced to other; text is escaped")
  func tables() throws {
    let tables = try StringCatalog.read(Data(Self.catalog.utf8))
    #expect(tables.sourceLanguage == "en")
    #expect(
      tables.strings["en"] == [
        "Hello": "Hello", "%lld birds": "%lld birds", "Seen %@": "Seen %2$lld times by %@",
      ])
    #expect(tables.strings["de"] == ["Hello": "Hallo \"Welt\"\nzwei", "%lld birds": "%lld Vögel"])
    #expect(tables.reduced == ["%lld birds", "Seen %@"])
    #expect(
      StringCatalog.stringsText(tables.strings["de"] ?? [:])
        == "/* Made by `waypoint port` from a string catalog. */\n"
        + #""%lld birds" = "%lld Vögel";"# + "\n" + #""Hello" = "Hallo \"Welt\"\nzwei";"# + "\n")
    #expect(StringCatalog.escaped("a\\b\t\u{7}") == #"a\\b\t\U0007"#)
  }

  @Test("a malformed catalog is a clear error, never a crash")
  func malformed() {
    for (text, reason) in [
      ("{ not json", "not JSON"), ("[1]", "not a JSON object"),
      (#"{"strings": {}}"#, #"no "sourceLanguage""#),
      (#"{"sourceLanguage": "en"}"#, #"no "strings" object"#),
      (#"{"sourceLanguage": "en", "strings": {"a": 1}}"#, #"the entry of "a" is not an object"#),
      (#"{"sourceLanguage": "../x", "strings": {}}"#, #"bad source language "../x""#),
    ] {
      #expect(throws: StringCatalog.Failure(reason: reason)) {
        try StringCatalog.read(Data(text.utf8))
      }
    }
  }

  @Test("an app's catalog becomes Resources/<lang>.lproj files and the package localises")
  func appCatalog() throws {
    let project = try TemporaryFolder([
      "Birds/BirdsApp.swift": "import SwiftUI\n@main struct BirdsApp: App {}",
      "Birds/Localizable.xcstrings": Self.catalog,
      "Birds/Broken.xcstrings": "{ broken",
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    let name = report.appName
    #expect(
      report.resources == [
        "Sources/\(name)/Resources/Birds/de.lproj/Localizable.strings",
        "Sources/\(name)/Resources/Birds/en.lproj/Localizable.strings",
      ])
    #expect(
      output.read("Sources/\(name)/Resources/Birds/de.lproj/Localizable.strings")?.contains(
        #""%lld birds" = "%lld Vögel";"#) == true)
    let manifest = try #require(output.read("Package.swift"))
    #expect(manifest.contains(#"defaultLocalization: "en","#))
    #expect(manifest.contains(#"resources: [.process("Resources")]"#))
    #expect(
      report.notes.contains {
        $0.path == "Birds/Broken.xcstrings"
          && $0.message == "dropped: not a string catalog as Xcode writes it (not JSON)"
      })
    let note = try #require(report.notes.first { $0.path == "Birds/Localizable.xcstrings" })
    #expect(
      note.message.contains(
        "converted to de.lproj/Localizable.strings, en.lproj/Localizable.strings (3 strings)"))
    #expect(note.message.contains("reduced to their `other`"))
  }

  @Test("a library target's catalog gets an .lproj rule, so that SwiftPM makes Bundle.module")
  func libraryCatalog() throws {
    let project = try TemporaryFolder([
      "App/AppMain.swift": "import SwiftUI\nimport Kit\n@main struct A {}",
      "Kit/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])
      """,
      "Kit/Sources/Kit/Bird.swift":
        #"import Foundation\nlet n = String(localized: "Hello", bundle: .module)"#,
      "Kit/Sources/Kit/Birds/Birds.xcstrings": Self.catalog,
    ])
    let output = try TemporaryFolder()
    defer {
      project.remove()
      output.remove()
    }
    let report = try Porter.port(
      project: project.url, output: output.url, options: PortOptions(waypointPath: "/w"))
    #expect(report.resources.contains("Sources/Kit/Birds/en.lproj/Birds.strings"))
    let manifest = try #require(output.read("Package.swift"))
    #expect(
      manifest.contains(#"resources: [.process("Birds/de.lproj"), .process("Birds/en.lproj")]"#))
    #expect(manifest.contains(#"defaultLocalization: "en","#))
  }
}
