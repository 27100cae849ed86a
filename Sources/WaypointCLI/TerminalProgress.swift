import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-line progress report on standard error while a long command works through files —
/// "[12/345] path" redrawn in place — shown only when standard error is a terminal, so a pipe or
/// a log file gets nothing but the command's own output.
final class TerminalProgress: Sendable {
  private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)
  private let width: Int

  /// A progress line, or nil when standard error is not a terminal.
  static func onTerminal() -> TerminalProgress? {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    var size = winsize()
    let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
    return TerminalProgress(width: columns > 10 ? columns : 80)
  }

  private init(width: Int) {
    self.width = width
  }

  /// Shows that `done` of `total` files are checked, the latest `path`; redrawn at most every
  /// 50 ms, and for the last file.
  func report(done: Int, total: Int, path: String) {
    let now = ContinuousClock.now
    let draws = lastDrawn.withLock { last in
      guard done == total || last.map({ now - $0 >= .milliseconds(50) }) ?? true else {
        return false
      }
      last = now
      return true
    }
    guard draws else { return }
    var line = "[\(done)/\(total)] \(path)"
    if line.count > width - 1 { line = String(line.prefix(width - 2)) + "…" }
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + line).utf8))
  }

  /// Clears the line, before the command prints its summary.
  func finish() {
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
