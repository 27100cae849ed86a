import Foundation
import Testing
import WaypointLint

@Suite("universal-links-unpaired: the app's entitlement and the site's file name each other")
struct UniversalLinksTests {
  static func entitlements(_ domains: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>com.apple.developer.associated-domains</key>
    \t<array>
    \(domains.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
    \t</array>
    </dict>
    </plist>
    """
  }

  static let site =
    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/recipes/*"}]}]}}"#
  static let project = "buildSettings = {\n\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app;\n};\n"

  func findings(_ repository: RepositoryFiles) -> [Finding] {
    Linter(rules: [UniversalLinksUnpaired()]).lint(sources: [], repository: repository)
  }

  func repository(
    entitlements: String? = nil, site: String? = nil, project: String? = project,
    wellKnown: Bool = true
  ) -> RepositoryFiles {
    var files = RepositoryFiles()
    if let entitlements {
      files.entitlements = [.init(path: "App/App.entitlements", text: entitlements)]
    }
    if let site {
      files.siteAssociations = [
        .init(path: "site/.well-known/apple-app-site-association", text: site)
      ]
    }
    if let project {
      files.xcodeProjects = [.init(path: "App.xcodeproj/project.pbxproj", text: project)]
    }
    if wellKnown { files.wellKnownFolders = ["site/.well-known"] }
    return files
  }

  @Test("An app and its site that name each other are fine")
  func paired() {
    #expect(
      findings(
        repository(entitlements: Self.entitlements(["applinks:example.com"]), site: Self.site)
      )
      .isEmpty)
  }

  @Test("applinks: with a site in the repository but no file is reported at the entitlement")
  func missingFile() throws {
    let found = findings(
      repository(
        entitlements: Self.entitlements(["webcredentials:example.com", "applinks:example.com"])))
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.path == "App/App.entitlements")
    #expect(finding.position.line == 8)
    #expect(finding.message.contains("applinks:example.com is declared"))
  }

  @Test("applinks: with no website in the repository is left alone: the site lives elsewhere")
  func siteElsewhere() {
    #expect(
      findings(
        repository(entitlements: Self.entitlements(["applinks:example.com"]), wellKnown: false)
      )
      .isEmpty)
  }

  @Test("A site file with an app in the repository that declares no applinks: is reported")
  func missingEntitlement() throws {
    let found = findings(
      repository(entitlements: Self.entitlements(["webcredentials:example.com"]), site: Self.site))
    #expect(found.count == 1)
    #expect(
      try #require(found.first).message.contains("no app in the repository declares applinks:"))
    // A website on its own (no app in the repository) is not judged.
    #expect(findings(repository(site: Self.site, project: nil)).isEmpty)
  }

  @Test("A site file naming another app than the project's, or none, or not JSON, is reported")
  func wrongApp() {
    let declared = Self.entitlements(["applinks:example.com"])
    let other = Self.site.replacingOccurrences(of: "com.example.app", with: "com.example.other")
    #expect(
      findings(repository(entitlements: declared, site: other)).map(\.message)
        == [
          "this file lists ABCDE12345.com.example.other, but the repository's apps are com.example.app; links open only the apps it names"
        ])
    // Bundle identifiers built from build variables are only known to the build.
    let variable = "PRODUCT_BUNDLE_IDENTIFIER = \"$(BASE_ID).app\";\n"
    #expect(findings(repository(entitlements: declared, site: other, project: variable)).isEmpty)
    #expect(
      findings(repository(entitlements: declared, site: #"{"applinks": {"details": []}}"#)).count
        == 1)
    #expect(findings(repository(entitlements: declared, site: "{ not json")).count == 1)
  }

  @Test("Linting a folder finds entitlements, Xcode projects and .well-known sites on disk")
  func onDisk() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for path in ["App/App.xcodeproj", "App/App", "web/.well-known"] {
      try manager.createDirectory(
        at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
    }
    func write(_ text: String, _ path: String) throws {
      try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    try write(Self.project, "App/App.xcodeproj/project.pbxproj")
    try write(Self.entitlements(["applinks:example.com"]), "App/App/App.entitlements")
    try write("import SwiftUI\n", "App/App/App.swift")
    let missing = try Linter().lint(paths: [folder.path]).findings
    #expect(missing.map(\.ruleID) == ["universal-links-unpaired"])
    #expect(missing.first?.path.hasSuffix("App/App/App.entitlements") == true)
    try write(Self.site, "web/.well-known/apple-app-site-association")
    #expect(try Linter().lint(paths: [folder.path]).findings.isEmpty)
  }
}
