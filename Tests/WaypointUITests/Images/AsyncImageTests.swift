import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// `AsyncImage` through its phases: loaded by the runtime in tests and the terminal, or by the
/// renderer (a browser), which reports back.
@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
  /// A recipe picture beside the test executable, as a file URL.
  private static var picture: URL {
    get throws {
      let asset = try #require(ImageAssets.shared.asset(named: "Recipes/shakshuka"))
      return try #require(asset.variants.first).file
    }
  }

  private struct Phases: View {
    let url: URL?
    var body: some View {
      AsyncImage(url: url) { phase in
        if let image = phase.image {
          image.resizable().scaledToFit()
        } else if let error = phase.error {
          Text("Failed: \(error)")
        } else {
          Text("Loading")
        }
      }
    }
  }

  @Test("a file the runtime reads shows the success phase with the image")
  func success() async throws {
    let url = try Self.picture
    let host = ViewHost(Phases(url: url))
    // The file is read off the main actor: wait for that task to end, not for quiet turns.
    try await host.runtime.settle(timeout: Patience.forTasks)
    let text = host.render()
    #expect(text.contains("Image(url: \(url.absoluteString.debugDescription))"), "\(text)")
    #expect(text.contains("phase: .success"))
    #expect(host.elements(labeled: "Loading").isEmpty)
  }

  @Test("a file that is not an image, a missing file and no URL show the failure phase")
  func failures() async throws {
    let notImage = FileManager.default.temporaryDirectory.appendingPathComponent(
      "not-an-image-\(UUID().uuidString).png")
    try Data("hello".utf8).write(to: notImage)
    defer { try? FileManager.default.removeItem(at: notImage) }
    for (url, reason) in [
      (notImage, "not an image"), (URL(fileURLWithPath: "/nonexistent/x.png"), "exist"),
      (URL(string: "ftp://example.com/x.png"), "no way to load ftp"), (nil, "no URL"),
    ] as [(URL?, String)] {
      let host = ViewHost(Phases(url: url))
      try await host.runtime.settle(timeout: Patience.forTasks)
      let failed = host.tree.flatMap(\.allElements).first {
        if case .text(let text) = $0.role { text.hasPrefix("Failed: ") } else { false }
      }
      #expect(failed != nil, "\(String(describing: url)): \(host.render())")
      if case .text(let text)? = failed?.role { #expect(text.contains(reason), "\(text)") }
    }
  }

  @Test("with a renderer that loads, the content waits; its report moves the phase on")
  func rendererLoads() async throws {
    let url = URL(string: "https://pictures.example/soup.png")
    let host = ViewHost(Phases(url: url))
    host.runtime.asyncImageLoading = .renderer
    await host.runtime.settle()
    let waiting = try #require(host.elements(labeled: "Loading").first)
    #expect(waiting.actions.contains(.loadImage))
    #expect(waiting.attributes.contains(.asyncImage(url: url, phase: "empty")))
    try host.runtime.perform(.loadImage(succeeded: true), on: waiting)
    await host.runtime.settle()
    #expect(host.render().contains(#"Image(url: "https://pictures.example/soup.png")"#))
    #expect(host.elements(labeled: "Loading").isEmpty)

    let failing = ViewHost(Phases(url: url))
    failing.runtime.asyncImageLoading = .renderer
    await failing.runtime.settle()
    try failing.runtime.perform(
      .loadImage(succeeded: false), on: try #require(failing.elements(labeled: "Loading").first))
    await failing.runtime.settle()
    #expect(!failing.elements(labeled: "Failed: the browser could not load it").isEmpty)
  }

  @Test("the plain initializer shows a grey box, then the image")
  func plain() async throws {
    let url = try Self.picture
    let host = ViewHost(AsyncImage(url: url))
    try await host.runtime.settle(timeout: Patience.forTasks)
    #expect(host.render().contains("Image(url:"))
  }
}
