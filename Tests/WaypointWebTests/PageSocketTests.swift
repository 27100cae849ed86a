import Foundation
import Testing
import WaypointUI

@testable import WaypointWeb

/// A page's socket, frame by frame, against a real server on loopback: what a browser sends
/// and what a broken or hostile page might.
@MainActor
@Suite("A page's socket")
struct PageSocketTests {
  private struct Greeting: App {
    var body: some Scene {
      WindowGroup { Text("Hello") }
    }
  }

  private nonisolated static let hello = #"{"t":"hello","w":1200,"h":800,"path":"/"}"#

  /// Runs `body` on a thread of its own (the client blocks; the server runs on the main actor)
  /// against a fresh server, which stops afterwards.
  private func withSocket<T: Sendable>(
    _ configuration: WebServer.Configuration = RunningServer.testConfiguration,
    _ body: @escaping @Sendable (SocketTestClient) throws -> T
  ) async throws -> T {
    let server = try await RunningServer.start(configuration: configuration) { Greeting() }
    let port = try #require(Int(server.base.split(separator: ":").last ?? ""))
    let tab = try await SocketTestClient.page(port: port)
    let result = await SocketTestClient.onThread {
      try body(try SocketTestClient(port: port, tab: tab))
    }
    await server.stop()
    return try result.get()
  }

  @Test("a hello is answered with the page, a ping with its pong, a close with a close")
  func conversation() async throws {
    let frames = try await withSocket { client in
      try client.send(Self.hello)
      let answer = try client.next(0x1)
      try client.send(opcode: 0x9, Array("are you there".utf8))
      let pong = try client.next(0xA)
      try client.send(opcode: 0x8, [0x03, 0xE8])
      let close = try client.next(0x8)
      return (answer, pong, close, try client.next())
    }
    #expect(frames.0?.text.contains("Hello") == true)
    #expect(frames.1?.text == "are you there")
    #expect(frames.2?.closeCode == 1000)
    #expect(frames.3 == nil, "the server ends the connection after its close")
  }

  @Test("a message sent in several frames is read as one")
  func fragments() async throws {
    let answer = try await withSocket { client in
      let bytes = Array(Self.hello.utf8)
      try client.send(opcode: 0x1, Array(bytes[..<10]), fin: false)
      try client.send(opcode: 0x0, Array(bytes[10..<20]), fin: false)
      try client.send(opcode: 0x0, Array(bytes[20...]))
      return try client.next(0x1)
    }
    #expect(answer?.text.contains("Hello") == true)
  }

  /// The code of the close the server answers what `send` sends with.
  private func closeCode(
    _ configuration: WebServer.Configuration = RunningServer.testConfiguration,
    after send: @escaping @Sendable (SocketTestClient) throws -> Void
  ) async throws -> Int? {
    try await withSocket(configuration) { client in
      try send(client)
      return try client.next(0x8)?.closeCode
    }
  }

  @Test("a message larger than allowed closes the socket with 1009, in one frame or several")
  func tooLarge() async throws {
    var limited = RunningServer.testConfiguration
    limited.maxMessageBytes = 1_000
    let whole = try await closeCode(limited) {
      try $0.send(opcode: 0x1, Array(repeating: 0x20, count: 1_200))
    }
    #expect(whole == 1009)
    let fragments = try await closeCode(limited) { client in
      try client.send(opcode: 0x1, Array(repeating: 0x20, count: 600), fin: false)
      try client.send(opcode: 0x0, Array(repeating: 0x20, count: 600), fin: false)
    }
    #expect(fragments == 1009, "before the message's last frame")
    // Refused on its header, while most of it has still to arrive: the close reaches the page
    // rather than a reset.
    let huge = try await closeCode(limited) {
      try $0.send(opcode: 0x1, Array(repeating: 0x20, count: 4_000_000))
    }
    #expect(huge == 1009, "a frame far larger than the socket's buffers")
  }

  @Test("messages faster than allowed, or not a page's, close the socket with 1008")
  func refused() async throws {
    var limited = RunningServer.testConfiguration
    limited.messagesPerSecond = 1
    limited.messageBurst = 3
    let flood = try await closeCode(limited) { client in
      for _ in 0..<5 { try client.send(Self.hello) }
    }
    #expect(flood == 1008)
    #expect(try await closeCode { try $0.send("not a page's message") } == 1008)
    #expect(try await closeCode { try $0.send(#"{"t":"act","id":"1","a":"fly"}"#) } == 1008)
    #expect(try await closeCode { try $0.send(opcode: 0x2, Array(Self.hello.utf8)) } == 1008)
  }

  @Test("the server's close waits for the page's answer, or a grace when none comes")
  func closingHandshake() async throws {
    let answered = try await withSocket { client -> (Int?, Bool, Bool) in
      try client.send("not a page's message")
      let code = try client.next(0x8)?.closeCode
      // A server that ended the connection at once would reset the page's answer.
      let endedEarly = try client.ends(within: 0.2)
      try client.send(opcode: 0x8, [0x03, 0xF0])
      return (code, endedEarly, try client.ends(within: 1))
    }
    #expect(answered.0 == 1008)
    #expect(!answered.1, "the connection waits for the page's close")
    #expect(answered.2, "the page's close ends the connection")
    let unanswered = try await withSocket { client -> Bool in
      try client.send("not a page's message")
      _ = try client.next(0x8)
      let grace = Double(PageSocketHandler.closeGrace.nanoseconds) / 1e9
      return try client.ends(within: grace + 2)
    }
    #expect(unanswered, "a page that never answers is disconnected after the grace")
  }

  @Test("a quiet page is pinged, and a page that leaves a ping unanswered is disconnected")
  func pings() async throws {
    var quick = RunningServer.testConfiguration
    quick.pingInterval = .milliseconds(200)
    let answered = try await withSocket(quick) { client -> Bool in
      // Answered: the connection outlives several pings.
      for _ in 0..<3 {
        guard let ping = try client.next(0x9) else { return false }
        try client.send(opcode: 0xA, ping.payload)
      }
      return true
    }
    #expect(answered)
    let unanswered = try await withSocket(quick) { client -> (Bool, SocketTestClient.Frame?) in
      let pinged = try client.next(0x9) != nil
      // Not answered: the next frame is the end of the connection, not another ping.
      return (pinged, try client.next())
    }
    #expect(unanswered.0)
    #expect(unanswered.1 == nil)
  }

  @Test("a socket that ends leaves its tab alive and free to take the page's next socket")
  func reconnect() async throws {
    var configuration = RunningServer.testConfiguration
    configuration.maxMessageBytes = 1_000
    let server = try await RunningServer.start(configuration: configuration) { Greeting() }
    let port = try #require(Int(server.base.split(separator: ":").last ?? ""))
    let tabID = try await SocketTestClient.page(port: port)
    let ended = await SocketTestClient.onThread {
      let client = try SocketTestClient(port: port, tab: tabID)
      try client.send(Self.hello)
      _ = try client.next(0x1)
      try client.send(opcode: 0x1, Array(repeating: 0x20, count: 2_000))
      return (try client.next(0x8)?.closeCode, try client.next())
    }
    let (code, after) = try ended.get()
    #expect(code == 1009)
    #expect(after == nil)
    // The tab lets go of the socket once its connection has closed.
    let tab = try #require(server.server.tab(id: tabID))
    let deadline = ContinuousClock.now + .seconds(5)
    while tab.isConnected, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(tab.isAlive)
    #expect(!tab.isConnected && !tab.hasRunningSocket && tab.push == nil)
    await server.stop()
  }
}
