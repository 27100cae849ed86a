import Foundation
import WaypointTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One running copy of an app per user receives the URLs later launches are given: it listens on
/// a Unix socket in `$XDG_RUNTIME_DIR`, owner-only, answering one URL per message from the same
/// user; a later launch with `--open URL` hands the URL over and exits.
enum SingleInstance {
  /// The longest message taken: a command and a URL.
  static let maximumMessage = 8_192

  /// The socket of the app named `appName`: `$XDG_RUNTIME_DIR/appName.sock`, else in a directory
  /// of this user's own under the temporary directory.
  static func socketPath(appName: String) -> String? {
    let environment = ProcessInfo.processInfo.environment
    var directory = environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    if directory == nil {
      let fallback = NSTemporaryDirectory() + "waypoint-\(getuid())"
      mkdir(fallback, 0o700)
      var info = stat()
      // Only a directory this user owns and nobody else can enter.
      guard lstat(fallback, &info) == 0, info.st_uid == getuid(),
        info.st_mode & 0o777 == 0o700, (info.st_mode & S_IFMT) == S_IFDIR
      else { return nil }
      directory = fallback
    }
    guard let directory else { return nil }
    let safe = appName.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    let path = directory + "/" + (safe.isEmpty ? "app" : safe) + ".sock"
    return path.utf8.count < 100 ? path : nil
  }

  // MARK: A later launch

  /// Hands `command` to the running copy; returns its answer, or nil when there is none to
  /// answer (no socket, a stale one, one of another user or open to others, no reply in time).
  static func ask(_ command: String, appName: String, timeout: TimeInterval = 2) -> String? {
    guard let path = socketPath(appName: appName), isOwnSocket(at: path) else { return nil }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    guard connect(descriptor, path: path) else {
      // Nobody listens: a copy that ended without removing its socket.
      if errno == ECONNREFUSED { unlink(path) }
      return nil
    }
    let message = Array((command + "\n").utf8)
    guard message.count <= maximumMessage, writeAll(message, to: descriptor) else { return nil }
    return readLine(from: descriptor)
  }

  /// Whether `path` is a socket this user owns that nobody else may use.
  static func isOwnSocket(at path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFSOCK && info.st_uid == getuid()
      && info.st_mode & 0o077 == 0
  }

  // MARK: The running copy

  /// Listens for later launches; `answer` replies to each command (on the main actor). Returns
  /// nil when another copy already listens or the socket cannot be made; the listener stops
  /// and removes its socket when the returned object is released.
  static func listen(
    appName: String, answer: @escaping @MainActor @Sendable (String) -> String
  ) -> Listener? {
    guard let path = socketPath(appName: appName) else { return nil }
    if ask("ping", appName: appName, timeout: 0.5) != nil { return nil }
    var info = stat()
    if lstat(path, &info) == 0 {
      // A stale socket of ours is replaced; anything else in its place is left alone.
      guard (info.st_mode & S_IFMT) == S_IFSOCK, info.st_uid == getuid() else { return nil }
      unlink(path)
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    let previousMask = umask(0o177)
    let bound = bind(descriptor, path: path)
    umask(previousMask)
    guard bound, chmod(path, 0o600) == 0, Glibc.listen(descriptor, 8) == 0 else {
      close(descriptor)
      return nil
    }
    return Listener(descriptor: descriptor, path: path, answer: answer)
  }

  /// A running copy's socket, served on a thread of its own.
  final class Listener: @unchecked Sendable {
    private let descriptor: Int32
    private let path: String

    init(descriptor: Int32, path: String, answer: @escaping @MainActor @Sendable (String) -> String)
    {
      self.descriptor = descriptor
      self.path = path
      let thread = Thread { [descriptor] in
        while true {
          let client = accept(descriptor, nil, nil)
          if client < 0 {
            if errno == EINTR { continue }
            return
          }
          SingleInstance.serve(client, answer: answer)
          close(client)
        }
      }
      thread.name = "Waypoint single instance"
      thread.start()
    }

    deinit {
      shutdown(descriptor, Int32(SHUT_RDWR))
      close(descriptor)
      unlink(path)
    }
  }

  /// Answers one connection: only this user, one line, at most `maximumMessage` bytes.
  private static func serve(
    _ client: Int32, answer: @escaping @MainActor @Sendable (String) -> String
  ) {
    var credentials = PeerCredentials()
    var length = socklen_t(MemoryLayout<PeerCredentials>.size)
    guard getsockopt(client, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
      credentials.uid == getuid()
    else { return }
    var time = timeval(tv_sec: 2, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    guard let line = readLine(from: client) else { return }
    let reply = DispatchQueue.main.sync { MainActor.assumeIsolated { answer(line) } }
    _ = writeAll(Array((reply + "\n").utf8), to: client)
  }

  // MARK: Sockets

  private static func withAddress<T>(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T
  ) -> T {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() {
        buffer[index] = byte
      }
    }
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
  }

  private static func connect(_ descriptor: Int32, path: String) -> Bool {
    withAddress(path) { Glibc.connect(descriptor, $0, $1) == 0 }
  }

  private static func bind(_ descriptor: Int32, path: String) -> Bool {
    withAddress(path) { Glibc.bind(descriptor, $0, $1) == 0 }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Reads up to a newline (not kept), nil when the peer sends none within the limit.
  private static func readLine(from descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while bytes.count <= maximumMessage {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      if let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        return String(decoding: bytes[..<newline], as: UTF8.self)
      }
    }
    return nil
  }
}

/// Linux's `struct ucred` (which Swift's Glibc module leaves out): who is at the other end of a
/// Unix socket.
private struct PeerCredentials {
  var pid: Int32 = 0
  var uid: UInt32 = 0
  var gid: UInt32 = 0
}
