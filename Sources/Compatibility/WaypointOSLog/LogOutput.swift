import Foundation

/// Where log lines go: standard error, one whole line per message; tests take the lines
/// instead.
final class LogOutput: @unchecked Sendable {
  /// The process's output.
  static let shared = LogOutput()

  private let lock = NSLock()
  private var captured: [String]?
  /// Whether `.private` values are shown rather than redacted: `WAYPOINT_LOG_PRIVATE=1`, as a
  /// Mac with private data logging enabled shows them.
  private var showsPrivate = ProcessInfo.processInfo.environment["WAYPOINT_LOG_PRIVATE"] == "1"

  /// Whether private values are shown.
  var revealsPrivate: Bool {
    lock.lock()
    defer { lock.unlock() }
    return showsPrivate
  }

  /// Writes `message` of `type` for `log`: `level [subsystem:category] message`, the brackets
  /// left out when both are empty.
  func write(_ message: String, type: OSLogType, log: OSLog) {
    let place =
      log.subsystem.isEmpty && log.category.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
    let line = "\(type.name) \(place)\(message)"
    lock.lock()
    defer { lock.unlock() }
    if captured != nil {
      captured?.append(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }

  /// The lines `body` writes, with private values shown when `revealingPrivate`; they do not
  /// reach standard error. For tests, which must not run two of these at once.
  func capture(revealingPrivate: Bool = false, _ body: () throws -> Void) rethrows -> [String] {
    lock.lock()
    let savedPrivacy = showsPrivate
    captured = []
    showsPrivate = revealingPrivate
    lock.unlock()
    defer {
      lock.lock()
      captured = nil
      showsPrivate = savedPrivacy
      lock.unlock()
    }
    try body()
    lock.lock()
    defer { lock.unlock() }
    return captured ?? []
  }
}
