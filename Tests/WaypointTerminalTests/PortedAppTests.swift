import Foundation
import TestSupport
import Testing

extension CompatibilityProductIntegrationTests {
  /// Ports `Tests/Fixtures/XcodeApp`, an app laid out as Xcode makes one, with `waypoint port`,
  /// builds the package it makes in the scratch folder `CompatibilityProductIntegrationTests` uses (so
  /// Waypoint and its dependencies are built once for both), and runs it. Nested in that suite
  /// to run one after the other.
  @Suite("waypoint port: an Xcode app ported, built and run on Linux")
  struct PortedAppTests {
    private static let repository = Repository.root

    @Test("the ported app builds, runs in the terminal and serves its pictures to Chromium")
    func portBuildAndRun() async throws {
      let fixtures = Self.repository.appendingPathComponent(".build-fixtures")
      let output = fixtures.appendingPathComponent("PortedApp")
      let port = try BuiltExecutable(named: "waypoint").run([
        "port", Self.repository.appendingPathComponent("Tests/Fixtures/XcodeApp").path,
        "--output", output.path, "--force",
      ])
      #expect(port.status == 0, "\(port.error)")
      #expect(port.output.contains("Sources/TrailMix/ContentView.swift:15: #if os(iOS)"))
      #expect(port.output.contains("Sources/TrailMix/TrailStore.swift:2: added import Combine"))
      #expect(port.output.contains("Bundle.main.url → Bundle.module.url"))
      #expect(port.output.contains("app icon \"AppIcon\""))
      #expect(port.output.contains("dropped summit.heic; nothing on Linux decodes HEIC"))
      #expect(port.output.contains("TrailMixApp.swift:3: @main removed"))
      #expect(port.error.contains("2 images"))
      #expect(port.error.contains("swift run TrailMix-web (browsers)"))
      guard port.status == 0 else { return }

      let scratch = fixtures.appendingPathComponent("SwiftUIImport")
      CompatibilityProductIntegrationTests.forgetBuildPlan(scratch)
      let build = try BuiltExecutable.swift([
        "build", "--package-path", output.path, "--scratch-path", scratch.path,
      ])
      #expect(build.status == 0, "\((build.output + build.error).suffix(3_000))")
      guard build.status == 0 else { return }

      let app = BuiltExecutable(at: scratch.appendingPathComponent("debug/TrailMix"))
      let run = try app.run(["--render-text", "--width", "60", "--height", "12"])
      #expect(run.status == 0, "\(run.error)")
      #expect(run.output.contains("Trails"))
      #expect(
        run.output.contains("Ridge Loop"), "the JSON resource was found through Bundle.module")
      #expect(run.output.contains("Cedar Falls"))
      #expect(run.output.contains("Pocket edition"), "the #if os(iOS) branch is built on Linux")
      #expect(!run.output.contains("Desk edition"))
      try await checkPictures(scratch.appendingPathComponent("debug/TrailMix-web"))
    }

    /// Serves the port's `TrailMix-web` and loads it in headless Chromium: every picture of the
    /// first screen comes from the image route with status 200 and has pixels.
    private func checkPictures(_ executable: URL) async throws {
      let server = Process()
      server.executableURL = executable
      server.arguments = ["--port", "0"]
      let output = Pipe()
      server.standardOutput = output
      server.standardError = FileHandle.nullDevice
      try server.run()
      defer { server.terminate() }
      let reader = output.fileHandleForReading
      // Foundation's blocking reads stay off the test's executor.
      let address = await Task.detached { () -> String? in
        var text = ""
        while !text.contains("\n") {
          let data = reader.availableData
          if data.isEmpty { return nil }
          text += String(decoding: data, as: UTF8.self)
        }
        return text.split(separator: "\n").first { $0.hasPrefix("http://") }.map(String.init)
      }.value
      let base = try #require(address, "TrailMix-web printed no address")
      guard BrowserSession.isAvailable else { return }  // `.ci/run` installs Chromium.
      let browser = try await BrowserSession.start(windowWidth: 900, height: 700)
      do {
        try await browser.navigate(to: base + "/")
        let script = """
          const images = [...document.querySelectorAll('img')];
          await Promise.all(images.map(i => i.decode().catch(() => null)));
          return Promise.all(images.map(async i => {
            const response = await fetch(i.currentSrc);
            return [i.currentSrc, response.status, i.naturalWidth, i.naturalHeight, i.alt];
          }));
          """
        let rows = try #require(
          try await browser.executeScript("return (async () => { \(script) })()") as? [[Any]])
        #expect(rows.count == 1, "the ridge picture")
        for row in rows {
          let source = row[0] as? String ?? ""
          #expect(source.contains("/_waypoint/images/TrailMix_TrailMix/Assets/Trails/Ridge/"))
          #expect(row[1] as? Int == 200, "\(source)")
          #expect((row[2] as? Int ?? 0) > 0, "\(source) has no pixels")
          #expect((row[3] as? Int ?? 0) > 0, "\(source) has no pixels")
          #expect(row[4] as? String == "The ridge at dusk")
        }
        // The template compass: a mask of the SVG in the text colour, beside each trail.
        let masks =
          try await browser.executeScript(
            "return [...document.querySelectorAll('.image.template')].map(e => getComputedStyle(e).maskImage || getComputedStyle(e).webkitMaskImage)"
          ) as? [String] ?? []
        #expect(masks.count == 2)
        #expect(masks.allSatisfy { $0.contains("/Compass/1x.svg") })
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
    }
  }
}
