import Foundation
import TestSupport
import Testing

/// Builds `Examples/SwiftUIImport` — an app with `import SwiftUI` and `import Combine`, unchanged —
/// against Waypoint's compatibility products, in a scratch folder of its own (`.build-fixtures`,
/// shared by tests that build packages), and runs it.
///
/// Serialized with the suites nested in it (`PortedAppTests`): each test blocks a thread of the
/// two-thread cooperative pool while `swift build` runs, and two at once would stall every
/// other test's tasks.
@Suite(
  "import SwiftUI and import Combine on Linux",
  .integration, .serialized)
struct CompatibilityProductIntegrationTests {
  private static let repository = Repository.root

  /// Forgets the build plan the scratch folder keeps: the packages that share it each have their
  /// own, and SwiftPM may take the last one's for the next ("No target named … in build
  /// description", or a build that skips new files). The built modules stay.
  static func forgetBuildPlan(_ scratch: URL) {
    let files = FileManager.default
    try? files.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
    for triple in (try? files.contentsOfDirectory(atPath: scratch.path)) ?? [] {
      try? files.removeItem(
        at: scratch.appendingPathComponent("\(triple)/debug/description.json"))
    }
  }

  @Test("an app written for Apple's SwiftUI builds through the SwiftUI product and runs")
  func buildsAndRuns() throws {
    let scratch = Self.repository.appendingPathComponent(".build-fixtures/SwiftUIImport")
    Self.forgetBuildPlan(scratch)
    // The file with deprecated calls is compiled again each time, so its warnings are printed.
    let legacy = Self.repository.appendingPathComponent(
      "Examples/SwiftUIImport/Sources/SwiftUIImport/LegacyMenu.swift")
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: legacy.path)
    let build = try BuiltExecutable.swift([
      "build", "--package-path",
      Self.repository.appendingPathComponent("Examples/SwiftUIImport").path,
      "--scratch-path", scratch.path,
    ])
    let output = build.output + build.error
    #expect(build.status == 0, "\(output.suffix(2_000))")
    guard build.status == 0 else { return }
    // Apple's deprecations warn on Linux too, with the replacement.
    for warning in [
      "LegacyMenu.swift:7:5: warning: 'NavigationView' is deprecated: use NavigationStack or "
        + "NavigationSplitView instead",
      "LegacyMenu.swift:11:8: warning: 'navigationBarTitle' is deprecated: renamed to "
        + "'navigationTitle(_:)'",
    ] {
      #expect(output.contains(warning), "\(output.suffix(3_000))")
    }

    let run = try BuiltExecutable(at: scratch.appendingPathComponent("debug/SwiftUIImport")).run(
      ["--render-text", "--width", "40", "--height", "8"])
    let text = run.output
    #expect(run.status == 0)
    #expect(text.contains("Kitchen"))
    #expect(text.contains("No orders"), "the Combine pipeline ran")
  }
}
