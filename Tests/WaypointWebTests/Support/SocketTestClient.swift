import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A page's side of a socket, frame by frame, over a blocking TCP connection: what the socket
/// tests send (fragments, pings, oversized or malformed messages) a browser would not.
/// Blocking: use it off the main actor, where the server runs.
final class SocketTestClient: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// One frame the server sent.
  struct Frame: Equatable {
    var opcode: UInt8
    var payload: [UInt8]
    var text: String { String(decoding: payload, as: UTF8.self) }
    /// The status code of a close frame.
    var closeCode: Int? {
      guard opcode == 0x8, payload.count >= 2 else { return nil }
      return Int(payload[0]) << 8 | Int(payload[1])
    }
  }

  private let handle: Int32
  private var unread: [UInt8] = []

  /// A browser's cookie, made up here so that the page's cookies need not be parsed.
  static let cookie = "wp_session=" + String(repeating: "5a", count: 16)

  /// Loads `/` as the browser of `cookie` and returns the tab the page names.
  static func page(port: Int) async throws -> String {
    let page = try await RawHTTP.get("/", port: port, headers: ["Cookie": cookie])
    let text = String(decoding: page.body, as: UTF8.self)
    guard let tab = text.firstMatch(of: /data-tab="([0-9a-f]+)"/)?.output.1 else {
      throw Failure(description: "no tab in the page: \(text.prefix(300))")
    }
    return String(tab)
  }

  /// Opens the socket of `tab`, as its page does.
  init(port: Int, tab: String) throws {
    handle = try RawHTTP.loopbackSocket(port, connect: true)
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(handle, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    try Self.send(
      Array(
        ("GET /_waypoint/socket?tab=\(tab) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
          + "Upgrade: websocket\r\nConnection: Upgrade\r\n"
          + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
          + "Origin: http://127.0.0.1:\(port)\r\nCookie: \(Self.cookie)\r\n\r\n").utf8), handle)
    var found = unread.firstRange(of: Array("\r\n\r\n".utf8))
    while found == nil {
      guard try fill() else { throw Failure(description: "no answer to the upgrade") }
      found = unread.firstRange(of: Array("\r\n\r\n".utf8))
    }
    guard let end = found else { throw Failure(description: "no answer to the upgrade") }
    let head = String(decoding: unread[..<end.lowerBound], as: UTF8.self)
    unread.removeSubrange(..<end.upperBound)
    guard head.hasPrefix("HTTP/1.1 101") else {
      throw Failure(description: "not upgraded: \(head.prefix(60))")
    }
  }

  deinit { close(handle) }

  /// Sends one masked frame, as a browser does.
  func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) throws {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    switch payload.count {
    case ..<126: frame.append(0x80 | UInt8(payload.count))
    case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    default:
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try Self.send(frame, handle)
  }

  /// Sends a text message in one frame.
  func send(_ text: String) throws { try send(opcode: 0x1, Array(text.utf8)) }

  /// The next frame the server sends; nil when it closed the connection.
  func next() throws -> Frame? {
    guard try need(2) else { return nil }
    var length = Int(unread[1] & 0x7F)
    var header = 2
    if length == 126 {
      guard try need(4) else { return nil }
      length = Int(unread[2]) << 8 | Int(unread[3])
      header = 4
    } else if length == 127 {
      guard try need(10) else { return nil }
      length = (2..<10).reduce(0) { $0 << 8 | Int(unread[$1]) }
      header = 10
    }
    guard try need(header + length) else { return nil }
    let frame = Frame(opcode: unread[0] & 0x0F, payload: Array(unread[header..<(header + length)]))
    unread.removeSubrange(..<(header + length))
    return frame
  }

  /// The next frame of `opcode`, skipping others (updates the tab pushes meanwhile).
  func next(_ opcode: UInt8) throws -> Frame? {
    while let frame = try next() {
      if frame.opcode == opcode { return frame }
    }
    return nil
  }

  /// Whether the server ends the connection within `seconds`, reading nothing it sends
  /// meanwhile as a frame: false when the connection is still open when they have passed.
  func ends(within seconds: Double) throws -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while true {
      let left = Int32(max(0, deadline.timeIntervalSinceNow * 1_000))
      var waiting = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, left) > 0 else { return false }
      guard try fill() else { return true }
    }
  }

  private func need(_ count: Int) throws -> Bool {
    while unread.count < count {
      guard try fill() else { return false }
    }
    return true
  }

  @discardableResult
  private func fill() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16_384)
    let count = read(handle, &chunk, chunk.count)
    guard count >= 0 else { throw Failure(description: "read failed: \(errno)") }
    unread += chunk[..<count]
    return count > 0
  }

  private static func send(_ bytes: [UInt8], _ handle: Int32) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(handle, $0.baseAddress, $0.count) }
      guard count > 0 else { throw Failure(description: "write failed") }
      sent += count
    }
  }
}

extension SocketTestClient {
  /// Runs `body` on a thread of its own: the client blocks, and blocking a thread of the shared
  /// pool (two on a two-core machine) would starve the server under test.
  static func onThread<T: Sendable>(
    _ body: @escaping @Sendable () throws -> T
  ) async -> Result<T, any Error> {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Result { try body() }) }.start()
    }
  }
}
