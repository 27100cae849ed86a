import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// HTTP/1.1 over a loopback socket, byte for byte as written: corelibs URLSession (Swift 6.3)
/// rejects chromedriver's headers, which have no space after the colon ("Failed writing
/// header"), and tidies `..` out of paths, which tests of path traversal must send as they are.
public enum RawHTTP {
  /// A response: its status line's code, its header fields (names lowercased) and its body.
  public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields, names lowercased.
    public var headers: [String: String]
    /// The body.
    public var body: Data
  }

  /// `GET path` (sent exactly as given) to 127.0.0.1:`port`, with `headers`.
  public static func get(_ path: String, port: Int, headers: [String: String] = [:]) async throws
    -> Response
  {
    let fields = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
    let head =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(fields)Connection: close\r\n\r\n"
    return try await exchange(Data(head.utf8), port: port)
  }

  /// Sends `request` and reads the response; a dispatch source does the waiting, so no thread
  /// blocks while a slow command runs.
  public static func exchange(_ request: Data, port: Int) async throws -> Response {
    let fd = try loopbackSocket(port, connect: true)
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)  // A closed peer must fail the write, not kill the tests.
    #else
      let flags: Int32 = 0
    #endif
    let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
    guard sent == request.count else {
      close(fd)
      throw WebDriverError(error: "socket", message: "short write to 127.0.0.1:\(port)")
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: readQueue)
    let response = Received()
    return try await withCheckedThrowingContinuation { continuation in
      source.setEventHandler {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(fd, &chunk, chunk.count)
        if count > 0 { response.data.append(contentsOf: chunk[..<count]) }
        guard let complete = response.response(ended: count <= 0) else { return }
        source.cancel()
        continuation.resume(returning: complete)
      }
      source.setCancelHandler { close(fd) }
      source.resume()
    }
  }

  /// Serial, so a `Received` is only ever touched by one thread.
  private static let readQueue = DispatchQueue(label: "RawHTTP.read")

  /// Bytes received so far; servers may keep connections open, so `Content-Length` says when
  /// a response is complete.
  private final class Received: @unchecked Sendable {
    /// Appended to on `readQueue` only.
    var data = Data()

    /// The response once complete, or what arrived before the peer closed.
    func response(ended: Bool) -> Response? {
      guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
        return ended ? Response(status: 0, headers: [:], body: Data()) : nil
      }
      let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).split(separator: "\r\n")
      let status =
        lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      let length = headers["content-length"].flatMap(Int.init)
      let body = data[end.upperBound...]
      // A 304 or a HEAD answer has no body whatever its length says.
      if status == 304 || status == 204 {
        return Response(status: status, headers: headers, body: Data())
      }
      if let length, body.count >= length {
        return Response(status: status, headers: headers, body: Data(body.prefix(length)))
      }
      return ended ? Response(status: status, headers: headers, body: Data(body)) : nil
    }
  }

  /// A TCP socket on 127.0.0.1:`port`, connected to it or bound to it (port 0 picks one).
  public static func loopbackSocket(_ port: Int, connect: Bool) throws -> Int32 {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect ? Foundation.connect(fd, $0, size) : bind(fd, $0, size)
      }
    }
    guard fd >= 0, result == 0 else {
      if fd >= 0 { close(fd) }
      throw WebDriverError(error: "socket", message: String(cString: strerror(errno)))
    }
    return fd
  }
}
