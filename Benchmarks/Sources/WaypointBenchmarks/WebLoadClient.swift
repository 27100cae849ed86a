import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One simulated browser tab for the load test: plain HTTP for the page, then a WebSocket
/// (RFC 6455, text frames, masked as a client must) for its messages. Blocking sockets on its
/// own thread, so 200 of them need no event loop of their own.
final class WebLoadClient {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let port: Int
  private var socket: Int32 = -1
  private var buffer: [UInt8] = []

  init(port: Int) {
    self.port = port
  }

  deinit {
    if socket >= 0 { close(socket) }
  }

  /// GETs `path` on a connection of its own; returns the cookies it set (as a `Cookie` header's
  /// value: the browser's session, and a balancer's own) and the body.
  func page(_ path: String, cookie: String? = nil) throws -> (cookie: String, body: String) {
    let connection = try Self.connect(port)
    defer { close(connection) }
    try Self.write(
      Array(
        ("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
          + (cookie.map { "Cookie: \($0)\r\n" } ?? "") + "\r\n").utf8),
      to: connection)
    var response: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(connection, &chunk, chunk.count)
      guard count > 0 else { break }
      response += chunk[..<count]
    }
    let text = String(decoding: response, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n"), text.hasPrefix("HTTP/1.1 200") else {
      throw Failure(description: "no page: \(text.prefix(200))")
    }
    let set = Self.cookies(in: String(text[..<split.lowerBound]))
    guard set.contains(where: { $0.hasPrefix("wp_session=") }) || cookie != nil else {
      throw Failure(description: "no session cookie")
    }
    return (
      set.isEmpty ? cookie ?? "" : set.joined(separator: "; "), String(text[split.upperBound...])
    )
  }

  /// The `name=value` of each `Set-Cookie` in a response's head.
  static func cookies(in head: String) -> [String] {
    head.split(separator: "\r\n").compactMap { line in
      guard line.lowercased().hasPrefix("set-cookie:") else { return nil }
      let value = line.dropFirst("set-cookie:".count).split(separator: ";").first ?? ""
      let pair = value.trimmingCharacters(in: .whitespaces)
      return pair.hasSuffix("=") ? nil : pair
    }
  }

  /// Closes the socket (to open it again, as a page does after a drop).
  func closeSocket() {
    if socket >= 0 { close(socket) }
    socket = -1
    buffer = []
  }

  /// Opens the tab's socket with the browser's cookies and the page's origin; returns the
  /// cookies the answer set (a balancer's, naming the worker that took it).
  @discardableResult
  func open(tab: String, cookie: String) throws -> [String] {
    socket = try Self.connect(port)
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let request =
      "GET /_waypoint/socket?tab=\(tab) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\n"
      + "Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n"
      + "Cookie: \(cookie)\r\n\r\n"
    try Self.write(Array(request.utf8), to: socket)
    let end = Array("\r\n\r\n".utf8)
    var found = buffer.firstRange(of: end)
    while found == nil {
      try fill()
      found = buffer.firstRange(of: end)
    }
    guard let range = found else { throw Failure(description: "no answer") }
    let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
    buffer.removeSubrange(..<range.upperBound)
    guard head.hasPrefix("HTTP/1.1 101") else {
      throw Failure(description: "no upgrade: \(head.prefix(80))")
    }
    return Self.cookies(in: head)
  }

  /// Sends one text message and returns the server's answer.
  func exchange(_ text: String) throws -> String {
    let payload = Array(text.utf8)
    var frame: [UInt8] = [0x81]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try Self.write(frame, to: socket)
    while true {
      let (opcode, body) = try readFrame()
      if opcode == 0x1 { return String(decoding: body, as: UTF8.self) }
      if opcode == 0x8 { throw Failure(description: "closed by the server") }
      // A ping gets its pong, as a browser answers it (a server may close a silent socket).
      if opcode == 0x9 {
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        try Self.write(
          [0x8A, 0x80 | UInt8(body.count)] + mask
            + body.enumerated().map { $0.element ^ mask[$0.offset % 4] }, to: socket)
      }
    }
  }

  private func readFrame() throws -> (UInt8, [UInt8]) {
    try need(2)
    let opcode = buffer[0] & 0x0F
    var length = Int(buffer[1] & 0x7F)
    var header = 2
    if length == 126 {
      try need(4)
      length = Int(buffer[2]) << 8 | Int(buffer[3])
      header = 4
    } else if length == 127 {
      try need(10)
      length = (2..<10).reduce(0) { $0 << 8 | Int(buffer[$1]) }
      header = 10
    }
    try need(header + length)
    let body = Array(buffer[header..<(header + length)])
    // What is left is copied, so a client holds no more than it has not read yet: the memory
    // benchmark counts the server's memory, not its clients'.
    buffer = Array(buffer[(header + length)...])
    return (opcode, body)
  }

  private func need(_ count: Int) throws {
    while buffer.count < count { try fill() }
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(socket, &chunk, chunk.count)
    guard count > 0 else { throw Failure(description: "connection ended") }
    buffer += chunk[..<count]
  }

  private static func connect(_ port: Int) throws -> Int32 {
    let handle = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard handle >= 0 else { throw Failure(description: "no socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(handle, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(handle)
      throw Failure(description: "cannot connect to port \(port)")
    }
    return handle
  }

  private static func write(_ bytes: [UInt8], to handle: Int32) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(handle, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { throw Failure(description: "write failed") }
      sent += count
    }
  }
}
