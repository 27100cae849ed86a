import Foundation
import TestSupport
import Testing
import WaypointUI

@testable import WaypointWeb

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session cookie over HTTPS behind a balancer: `Secure` when a trusted balancer says the
/// page came over HTTPS, and `HttpOnly; SameSite=Strict` always.
@MainActor
@Suite("The session cookie", .serialized)
struct SessionCookieTests {
  private struct Hello: App {
    var body: some Scene {
      WindowGroup { Text("Hello") }
    }
  }

  /// The `Set-Cookie` headers of the page at `/`, asked for with `headers`.
  private func cookies(
    _ headers: [String: String],
    configuration: WebServer.Configuration = RunningServer.testConfiguration
  ) async throws -> [String] {
    let server = try await RunningServer.start(configuration: configuration) { Hello() }
    let session = Patience.urlSession()
    defer { session.invalidateAndCancel() }
    var request = URLRequest(url: try #require(URL(string: server.base + "/")))
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (_, response) = try await session.data(for: request)
    await server.stop()
    let http = try #require(response as? HTTPURLResponse)
    // Foundation joins repeated headers with commas; each cookie starts with its name.
    let joined = http.value(forHTTPHeaderField: "Set-Cookie") ?? ""
    return joined.components(separatedBy: ", wp_").enumerated().map { index, part in
      index == 0 ? part : "wp_" + part
    }
  }

  @Test("over HTTPS through a trusted balancer, every cookie is Secure, HttpOnly and Strict kept")
  func secureBehindBalancer() async throws {
    let cookies = try await cookies(["X-Forwarded-Proto": "https"])
    let session = try #require(cookies.first { $0.hasPrefix("wp_session=") })
    #expect(session.hasSuffix("; Path=/; HttpOnly; SameSite=Strict; Secure"), "\(session)")
    #expect(cookies.allSatisfy { $0.contains("SameSite=Strict") && $0.hasSuffix("; Secure") })
  }

  @Test("over plain HTTP, or without a balancer's word, the cookie is not Secure")
  func plainHTTP() async throws {
    for headers in [[:], ["X-Forwarded-Proto": "http"]] {
      let cookies = try await cookies(headers)
      let session = try #require(cookies.first { $0.hasPrefix("wp_session=") })
      #expect(session.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"), "\(session)")
      #expect(!cookies.contains { $0.contains("Secure") })
    }
  }

  @Test("a client that is not a trusted balancer cannot make the cookie Secure by saying https")
  func untrustedClient() async throws {
    var configuration = RunningServer.testConfiguration
    configuration.trustedProxies = ["10.0.0.2"]
    let cookies = try await cookies(["X-Forwarded-Proto": "https"], configuration: configuration)
    #expect(!cookies.isEmpty)
    #expect(!cookies.contains { $0.contains("Secure") }, "\(cookies)")
  }

  @Test("a chain of balancers is read from its first hop, the browser's")
  func chain() async throws {
    let fromHTTPS = try await cookies(["X-Forwarded-Proto": "https, http"])
    #expect(fromHTTPS.contains { $0.hasPrefix("wp_session=") && $0.hasSuffix("; Secure") })
    let fromHTTP = try await cookies(["X-Forwarded-Proto": "http, https"])
    #expect(!fromHTTP.contains { $0.contains("Secure") })
  }
}
