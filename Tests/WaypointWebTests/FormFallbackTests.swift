import Foundation
import Recipes
import TestSupport
import Testing

@testable import WaypointWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The page before (or without) its script: a form whose buttons the server taps.
@MainActor
@Suite("The page without its script", .serialized)
struct FormFallbackTests {
  @Test("a button posts its element; the answer leads to the new address, on the same tab")
  func buttonsWorkWithoutScript() async throws {
    let server = try await RunningServer.start { RecipesApp() }
    let session = Patience.urlSession()
    defer { session.invalidateAndCancel() }
    let page = try await String(
      decoding: session.data(from: try #require(URL(string: server.base + "/"))).0, as: UTF8.self)
    let tab = try #require(page.firstMatch(of: /name="tab" value="([0-9a-f]{32})"/)).output.1
    // The row that shows "Soups": the last button opened before its text.
    let soups = try #require(page.firstRange(of: #/class="text" style="[^"]*">Soups</#))
    let button = try #require(
      page[..<soups.lowerBound].matches(of: /name="act" value="(\d+)"/).last
    )
    .output.1
    var request = URLRequest(url: try #require(URL(string: server.base + "/_waypoint/act")))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data("tab=\(tab)&act=\(button)".utf8)
    let (body, response) = try await session.data(for: request)
    #expect(response.url?.path == "/category/soups")
    let html = String(decoding: body, as: UTF8.self)
    #expect(html.contains("<title>Soups</title>"))
    #expect(html.contains("data-tab=\"\(tab)\""))
    await server.stop()
  }
}
