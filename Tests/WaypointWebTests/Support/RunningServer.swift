import Foundation
import TestSupport
import WaypointUI

@testable import WaypointWeb

/// A `WebServer` on a free loopback port for one test, stopped by `stop()`.
@MainActor
final class RunningServer {
  let server: WebServer
  let base: String
  private let task: Task<Void, any Error>

  private init(server: WebServer, base: String, task: Task<Void, any Error>) {
    self.server = server
    self.base = base
    self.task = task
  }

  /// Serves the app `makeApp` makes and returns once the port is bound.
  static func start<A: App>(
    configuration: WebServer.Configuration = RunningServer.testConfiguration,
    app makeApp: @escaping @MainActor () -> A
  ) async throws -> RunningServer {
    let server = WebServer(configuration: configuration, app: makeApp)
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = Task { try await server.run { port in continuation.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw CancellationError() }
    return RunningServer(server: server, base: "http://127.0.0.1:\(port)", task: task)
  }

  /// Port 0: the system picks a free one.
  static var testConfiguration: WebServer.Configuration {
    var configuration = WebServer.Configuration()
    configuration.port = 0
    configuration.logs = false
    return configuration
  }

  /// Stops serving and waits until the server has let go of its tabs.
  func stop() async {
    task.cancel()
    _ = try? await task.value
  }
}

/// A browser on a fresh server of the app `makeApp` makes; both end afterwards, whatever the
/// test did.
@MainActor
func withBrowser<A: App>(
  app makeApp: @escaping @MainActor () -> A, width: Int = 1200, height: Int = 900,
  _ body: (BrowserSession, RunningServer) async throws -> Void
) async throws {
  let server = try await RunningServer.start(app: makeApp)
  let browser: BrowserSession
  do {
    browser = try await BrowserSession.start(windowWidth: width, height: height)
  } catch {
    await server.stop()
    throw error
  }
  do {
    try await body(browser, server)
  } catch {
    await browser.quit()
    await server.stop()
    throw error
  }
  await browser.quit()
  await server.stop()
}
