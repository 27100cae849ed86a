import Foundation
import TestSupport
import Testing

extension CompatibilityProductTests {
  /// Ports `Tests/Fixtures/XcodeApp`, an app laid out as Xcode makes one, with `waypoint port`,
  /// builds the package it makes in the scratch folder `CompatibilityProductTests` uses (so
  /// Waypoint and its dependencies are built once for both), and runs it. Nested in that suite
  /// to run one after the other.
  @Suite("waypoint port: an Xcode app ported, built and run on Linux")
  struct PortedAppTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the ported app builds, finds its JSON resource and shows its iOS-only content")
    func portBuildAndRun() throws {
      let fixtures = Self.repository.appendingPathComponent(".build-fixtures")
      let output = fixtures.appendingPathComponent("PortedApp")
      let port = try BuiltExecutable(named: "waypoint").run([
        "port", Self.repository.appendingPathComponent("Tests/Fixtures/XcodeApp").path,
        "--output", output.path, "--force",
      ])
      #expect(port.status == 0, "\(port.error)")
      #expect(port.output.contains("Sources/TrailMix/ContentView.swift:10: #if os(iOS)"))
      #expect(port.output.contains("Sources/TrailMix/TrailStore.swift:2: added import Combine"))
      #expect(port.output.contains("Bundle.main.url → Bundle.module.url"))
      #expect(port.output.contains("app icon \"AppIcon\""))
      guard port.status == 0 else { return }

      let scratch = fixtures.appendingPathComponent("SwiftUIImport")
      let build = Process()
      build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      build.arguments = [
        "swift", "build", "--package-path", output.path, "--scratch-path", scratch.path,
      ]
      let log = Pipe()
      build.standardOutput = log
      build.standardError = log
      try build.run()
      let buildOutput = String(
        decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      build.waitUntilExit()
      #expect(build.terminationStatus == 0, "\(buildOutput.suffix(3_000))")
      guard build.terminationStatus == 0 else { return }

      let app = BuiltExecutable(at: scratch.appendingPathComponent("debug/TrailMix"))
      let run = try app.run(["--render-text", "--width", "60", "--height", "12"])
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output.contains("Trails"))
      #expect(
        run.output.contains("Ridge Loop"), "the JSON resource was found through Bundle.module")
      #expect(run.output.contains("Cedar Falls"))
      #expect(run.output.contains("Pocket edition"), "the #if os(iOS) branch is built on Linux")
      #expect(!run.output.contains("Desk edition"))
    }
  }
}
