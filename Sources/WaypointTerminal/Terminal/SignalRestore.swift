#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores the terminal when the process is interrupted, terminated or crashes.
///
/// A signal handler may only call async-signal-safe functions, so everything it needs is
/// prepared beforehand in memory it never allocates or frees: the restore bytes, the original
/// terminal settings and the handlers it replaced. It writes the bytes, resets the terminal,
/// puts the previous handler back and raises the signal again, so the process still ends as it
/// would have (with a crash report, if the Swift runtime's backtracer was installed).
enum SignalRestore {
  /// The signals after which the terminal must be restored at once. SIGINT, SIGTERM and SIGHUP
  /// are not among them: they end the app in order (`TerminalInput`), saving its state.
  static let signals: [Int32] = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Restores the terminal and ends the process with `signal`'s default action: what an
  /// orderly end that did not finish in time falls back to. Async-signal-safe calls only.
  static func restoreAndEnd(with signal: Int32) {
    if let state {
      _ = write(STDOUT_FILENO, state.bytes, state.count)
      _ = tcsetattr(STDIN_FILENO, TCSANOW, state.settings)
    }
    end(with: signal)
  }

  /// Ends the process with `signal`'s default action; the signal is unblocked first, since a
  /// dispatch source listening for it may have blocked it.
  static func end(with signal: Int32) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = SIG_DFL
    #else
      action.__sigaction_handler.sa_handler = SIG_DFL
    #endif
    sigaction(signal, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
  }

  /// Installs the handlers; `restoreBytes` are written to standard output when one runs.
  static func install(termios original: termios, restoreBytes: [UInt8]) {
    uninstall()
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreBytes.count)
    bytes.initialize(from: restoreBytes, count: restoreBytes.count)
    let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    settings.initialize(to: original)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: slotCount)
    previous.initialize(repeating: sigaction(), count: slotCount)
    state = State(bytes: bytes, count: restoreBytes.count, settings: settings, previous: previous)
    for signal in signals where Int(signal) < slotCount {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handleSignal
      #else
        action.__sigaction_handler.sa_handler = handleSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, previous + Int(signal))
    }
  }

  /// Puts the previous handlers back.
  static func uninstall() {
    guard let current = state else { return }
    state = nil
    for signal in signals where Int(signal) < slotCount {
      sigaction(signal, current.previous + Int(signal), nil)
    }
    // The memory stays allocated: a handler already running on another thread may still read it.
  }

  fileprivate struct State {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    let settings: UnsafeMutablePointer<termios>
    let previous: UnsafeMutablePointer<sigaction>
  }

  private static let slotCount = 65

  /// Written before the handlers are installed and read only by them.
  fileprivate nonisolated(unsafe) static var state: State?
}

/// The handler: only async-signal-safe calls (`write`, `tcsetattr`, `sigaction`, `raise`).
private func handleSignal(_ signal: Int32) {
  guard let state = SignalRestore.state else { return }
  _ = write(STDOUT_FILENO, state.bytes, state.count)
  _ = tcsetattr(STDIN_FILENO, TCSANOW, state.settings)
  sigaction(signal, state.previous + Int(signal), nil)
  raise(signal)
}
