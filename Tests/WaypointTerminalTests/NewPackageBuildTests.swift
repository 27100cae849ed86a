import Foundation
import TestSupport
import Testing

extension CompatibilityProductIntegrationTests {
  /// `waypoint new Demo`, then in it `swift run Demo --render-text` and `swift test`, as a
  /// newcomer types them; built in the scratch folder `CompatibilityProductIntegrationTests` uses, so
  /// Waypoint is built once for all three. Nested in that suite to run one after the other.
  @Suite("waypoint new: the package it makes runs and passes its tests at once")
  struct NewPackageBuildTests {
    private static let repository = Repository.root

    /// Runs `swift` with `arguments` and returns its status and everything it printed.
    private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let result = try BuiltExecutable.swift(arguments)
      return (result.status, result.output + result.error)
    }

    @Test("waypoint new Demo && cd Demo && swift run Demo --render-text && swift test")
    func newRunAndTest() throws {
      let fixtures = Self.repository.appendingPathComponent(".build-fixtures")
      let parent = fixtures.appendingPathComponent("New")
      try? FileManager.default.removeItem(at: parent)
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
      let waypoint = try BuiltExecutable(named: "waypoint")
      let made = try waypoint.run(["new", "Demo"], in: parent)
      #expect(made.status == 0, "\(made.error)")
      #expect(made.output.contains("Demo/Tests/DemoTests/NavigationTests.swift"))
      let again = try waypoint.run(["new", "Demo"], in: parent)
      #expect(again.status == 1)
      #expect(again.error.split(separator: "\n").count == 1, "one clear line: \(again.error)")
      guard made.status == 0 else { return }

      let package = parent.appendingPathComponent("Demo").path
      CompatibilityProductIntegrationTests.forgetBuildPlan(
        fixtures.appendingPathComponent("SwiftUIImport"))
      let scratch = fixtures.appendingPathComponent("SwiftUIImport").path
      let run = try swift([
        "run", "--package-path", package, "--scratch-path", scratch, "Demo", "--render-text",
        "--width", "50", "--height", "12",
      ])
      #expect(run.status == 0, "\(run.output.suffix(3_000))")
      #expect(run.output.contains("Items"))
      #expect(run.output.contains("Item 3"))
      #expect(run.output.contains("Settings"), "the tab bar")

      let test = try swift(["test", "--package-path", package, "--scratch-path", scratch])
      #expect(test.status == 0, "\(test.output.suffix(3_000))")
      #expect(test.output.contains("4 tests"), "\(test.output.suffix(1_000))")
    }
  }
}
