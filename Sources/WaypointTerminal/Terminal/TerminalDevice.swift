#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal on standard input and output: its size, raw mode, and the promise to give it
/// back as it was, even when the process is killed or crashes.
final class TerminalDevice {
  /// Switches to the alternate screen, hides the cursor and asks for focus reports.
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1004h"
  /// Stops focus reports, resets styles, shows the cursor and leaves the alternate screen.
  static let restoreSequence = "\u{1B}[?1004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  private var original = termios()
  private var isRaw = false

  /// Whether standard input and output are both a terminal.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The window's size in columns and rows, when the terminal reports one.
  static func windowSize() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// A cell's size in pixels, when the terminal reports the window's (many do; sixel needs it).
  static func cellPixelSize() -> CellPixelSize? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0,
      size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row
    else { return nil }
    return CellPixelSize(
      width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
  }

  /// Whether the terminal shows colors: not a dumb terminal, and the user did not opt out.
  static var supportsColor: Bool {
    if getenv("NO_COLOR") != nil { return false }
    guard let term = getenv("TERM") else { return false }
    return String(cString: term) != "dumb"
  }

  /// Puts the terminal in raw mode on the alternate screen, and arranges for it to be restored
  /// on signals; throws when standard input is not a terminal.
  func start() throws(TerminalError) {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw .notATerminal }
    var raw = original
    cfmakeraw(&raw)
    // Output processing stays on, so a stray newline from a library still returns the carriage.
    raw.c_oflag = original.c_oflag
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .notATerminal }
    isRaw = true
    SignalRestore.install(termios: original, restoreBytes: Array(Self.restoreSequence.utf8))
    write(Array(Self.enterSequence.utf8))
  }

  /// Leaves raw mode and the alternate screen; safe to call more than once.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    write(Array(Self.restoreSequence.utf8))
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    SignalRestore.uninstall()
  }

  /// Stops the process as Ctrl-Z stops a program outside raw mode, returning when the shell
  /// continues it.
  static func stopProcess() {
    signal(SIGTSTP, SIG_DFL)
    raise(SIGTSTP)
  }

  /// Writes all of `bytes` to standard output.
  func write(_ bytes: [UInt8]) {
    Self.writeAll(bytes, to: STDOUT_FILENO)
  }

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// The C library's `write`, which the device's own `write(_:)` hides inside the class.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Why the terminal could not be taken over.
public enum TerminalError: Error, CustomStringConvertible {
  /// Standard input is not a terminal.
  case notATerminal

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .notATerminal: "Standard input is not a terminal whose settings can be changed."
    }
  }
}
