import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// Pictures from asset catalogs in the browser: the markup, and the route that serves the
/// files (the recipes app's catalog is beside the test executable).
@MainActor
@Suite("Images in the browser")
struct ImageRenderingTests {
  private func page(_ view: some View) async -> String {
    await WaypointWebTests.page(of: view)
  }

  private func tags(_ name: String, in html: String) -> [String] {
    html.matches(of: try! Regex("<\(name) [^>]*>")).map { String(html[$0.range]) }
  }

  @Test("a set with scales is an <img> with a srcset; fixed, it is its size in points")
  func sourceSet() async throws {
    let html = await page(Image("chef-hat").renderingMode(.original))
    let image = try #require(tags("img", in: html).first)
    #expect(image.contains(#"src="/_waypoint/images/Waypoint_Recipes/Assets/chef-hat/1x.png""#))
    #expect(
      image.contains(
        #"srcset="/_waypoint/images/Waypoint_Recipes/Assets/chef-hat/1x.png 1x, /_waypoint/images/Waypoint_Recipes/Assets/chef-hat/2x.png 2x""#
      ))
    #expect(image.contains(#"alt="chef-hat""#))
    #expect(image.contains("width:24px;height:24px"))
    #expect(!html.contains("</img>"))
  }

  @Test("dark files make a <picture> whose source the dark scheme picks; decorative has no name")
  func darkAppearance() async throws {
    let html = await page(Image(decorative: "Recipes/akara"))
    let picture = try #require(tags("picture", in: html).first)
    #expect(picture.contains(#"aria-hidden="true""#))
    let source = try #require(tags("source", in: html).first)
    #expect(source.contains(#"media="(prefers-color-scheme: dark)""#))
    #expect(source.contains("Recipes/akara/1x-dark.png 1x, "))
    #expect(source.contains("Recipes/akara/2x-dark.png 2x"))
    #expect(try #require(tags("img", in: html).first).contains(#"alt="""#))
  }

  @Test("resizable images are drawn at their frames, filled as scaledToFit and scaledToFill say")
  func sizing() async throws {
    let html = await page(
      VStack {
        Image("Recipes/tiramisu", bundle: nil, label: Text("Tiramisu")).resizable().scaledToFit()
          .frame(maxWidth: 320)
        Image("Chefs/mei-tanaka").resizable().scaledToFill().frame(width: 64, height: 64)
          .clipShape(Circle())
        Image("Recipes/scones").resizable().frame(height: 40)
      })
    let pictures = tags("picture", in: html)
    try #require(pictures.count == 3)
    #expect(pictures[0].contains(#"aria-label="Tiramisu""#) || html.contains(#"alt="Tiramisu""#))
    #expect(pictures[0].contains("image asset fit"))
    // 4:3, as wide as the frame allows, centred in the 393-point scene.
    #expect(pictures[0].contains("left:37px;top:0px;width:320px;height:240px"))
    #expect(pictures[1].contains("image asset fill"))
    #expect(pictures[1].contains("width:64px;height:64px"))
    // Clipped to the circle of its 64-point frame.
    #expect(pictures[1].contains("clip-path:path(&#39;M64 32 C"))
    #expect(pictures[2].contains("image asset stretch"))
    #expect(pictures[2].contains("width:393px;height:40px"))
  }

  @Test("a template is a mask in the foreground colour; a missing name shows the name")
  func templateAndMissing() async throws {
    let html = await page(
      VStack {
        Image("chef-hat").foregroundStyle(.orange)
        Image("Nowhere")
      })
    let template = try #require(
      tags("span", in: html).first { $0.contains("template") })
    #expect(
      template.contains(
        "--mask:url(&#39;/_waypoint/images/Waypoint_Recipes/Assets/chef-hat/2x.png&#39;)"))
    #expect(template.contains(#"aria-label="chef-hat""#))
    #expect(template.contains("color:"))
    #expect(html.contains(">Nowhere</span>"))
  }

  @Test("an AsyncImage asks the page to load its URL; the page's report shows the picture")
  func asyncImageInPage() async throws {
    let view = AsyncImage(url: URL(string: "https://pictures.example/soup.png")) { phase in
      if let image = phase.image {
        image.resizable().scaledToFit()
      } else if phase.error != nil {
        Text("No picture")
      } else {
        ProgressView()
      }
    }
    let tab = BrowserTab(id: "tab", browserID: "browser", runtime: ViewRuntime(view))
    let html = await tab.page(address: "/")
    let waiting = try #require(
      html.firstMatch(of: /<[a-z]+ id="e(\d+)"[^>]*data-a="loadImage"[^>]*>/))
    #expect(String(waiting.output.0).contains(#"data-load="https://pictures.example/soup.png""#))
    let reply = try #require(
      await tab.receive(
        ClientMessage(
          kind: .act, element: String(waiting.output.1), action: "loadImage", value: "1")
      ))
    #expect(reply.contains(#"<img id=\"#))
    #expect(reply.contains(#"src=\"https://pictures.example/soup.png\""#))
    #expect(!reply.contains("data-load"))
  }

  @Test("the route serves listed files with caching headers and refuses everything else")
  func route() async throws {
    let server = try await RunningServer.start { RecipesPicturesApp() }
    let port = try #require(server.base.split(separator: ":").last.flatMap { Int($0) })
    let prefix = "/_waypoint/images/"
    let served = try await RawHTTP.get(
      prefix + "Waypoint_Recipes/Assets/Recipes/shakshuka/2x.png", port: port)
    #expect(served.status == 200)
    #expect(served.headers["content-type"] == "image/png")
    #expect(served.headers["cache-control"] == "public, max-age=3600")
    #expect(served.headers["x-content-type-options"] == "nosniff")
    #expect(served.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(served.body.count == Int(served.headers["content-length"] ?? ""))
    let tag = try #require(served.headers["etag"])
    let cached = try await RawHTTP.get(
      prefix + "Waypoint_Recipes/Assets/Recipes/shakshuka/2x.png", port: port,
      headers: ["If-None-Match": tag])
    #expect(cached.status == 304)
    for path in [
      "Waypoint_Recipes/Assets/Recipes/nothing/2x.png", "../../Package.swift",
      "..%2F..%2FPackage.swift", "%2e%2e/%2e%2e/Package.swift",
      "Waypoint_Recipes/Assets/Recipes/shakshuka/../../chef-hat/1x.png",
      "Waypoint_Recipes/../../../../etc/passwd",
      "Waypoint_Recipes/Assets/Recipes/shakshuka/2x.png%00", "Waypoint_Recipes/Assets/Recipes/",
    ] {
      let refused = try await RawHTTP.get(prefix + path, port: port)
      #expect(refused.status == 404, "\(path)")
      #expect(String(decoding: refused.body, as: UTF8.self) == "No such image.\n", "\(path)")
    }
    await server.stop()
  }

  @Test("a canvas draws an asset at its own size in points, and a symbol as its glyph")
  func canvasImages() async throws {
    let html = await page(
      Canvas { context, size in
        let hat = context.resolve(Image("chef-hat"))
        context.draw(hat, at: CGPoint(x: 50, y: 50))
        context.draw(Image(systemName: "star.fill"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
      }
      .frame(width: 100, height: 100))
    // The 24-point picture centred on (50, 50), from its largest file.
    #expect(
      html.contains(
        #"<image href="/_waypoint/images/Waypoint_Recipes/Assets/chef-hat/2x.png" x="38" y="38" width="24" height="24""#
      ))
    #expect(
      html.contains(
        #"text-anchor="middle" dominant-baseline="central" style="fill:currentColor;font-size:20px"#
      ))
    #expect(html.contains(">★</text>"))
  }
}

/// A screen of the recipes app's pictures, for the route test.
private struct RecipesPicturesApp: App {
  var body: some Scene {
    WindowGroup { Image("Recipes/shakshuka") }
  }
}
