import Dispatch
import Foundation

/// Something that happened at the terminal.
enum TerminalEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size.
  case resize
  /// The process was asked to end (SIGTERM, SIGHUP, or SIGINT sent by another process).
  case terminate(Int32)
}

/// The signals that end an interactive app in order, its state saved.
let orderlyEndSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

/// How long an orderly end may take before the terminal is restored and the process ends anyway.
let orderlyEndDeadline: DispatchTimeInterval = .seconds(3)

/// Reads standard input on a thread of its own, so a blocking read never holds up the main
/// actor or the cooperative pool, and delivers keys and resizes as an asynchronous stream.
enum TerminalInput {
  /// The events, until standard input closes.
  static func events() -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let reader = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        for key in decoder.decode(Array(buffer[0..<count])) { continuation.yield(.key(key)) }
      }
      continuation.finish()
    }
    reader.name = "Waypoint terminal input"
    reader.start()

    signal(SIGWINCH, SIG_IGN)
    let resizes = SignalSource(DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global()))
    resizes.source.setEventHandler { continuation.yield(.resize) }
    resizes.source.resume()
    // Asked to end, the app saves and gives the terminal back; if it cannot within the deadline
    // (it hangs), the terminal is restored and the signal ends the process as it would have.
    var endings: [SignalSource] = []
    var previous: [(Int32, sighandler_t?)] = []
    for signalNumber in orderlyEndSignals {
      previous.append((signalNumber, signal(signalNumber, SIG_IGN)))
      let ending = SignalSource(
        DispatchSource.makeSignalSource(signal: signalNumber, queue: .global()))
      ending.source.setEventHandler {
        continuation.yield(.terminate(signalNumber))
        DispatchQueue.global().asyncAfter(deadline: .now() + orderlyEndDeadline) {
          SignalRestore.restoreAndEnd(with: signalNumber)
        }
      }
      ending.source.resume()
      endings.append(ending)
    }
    let handlers = PreviousHandlers(previous)
    let sources = endings
    continuation.onTermination = { _ in
      resizes.source.cancel()
      for ending in sources { ending.source.cancel() }
      handlers.restore()
    }
    return stream
  }
}

/// A dispatch source, which is safe to use from any thread, kept alive by the stream it feeds.
private final class SignalSource: @unchecked Sendable {
  let source: any DispatchSourceSignal

  init(_ source: any DispatchSourceSignal) {
    self.source = source
  }
}

/// Signal dispositions to put back when the app stops listening for its signals.
private final class PreviousHandlers: @unchecked Sendable {
  private let handlers: [(Int32, sighandler_t?)]

  init(_ handlers: [(Int32, sighandler_t?)]) {
    self.handlers = handlers
  }

  func restore() {
    for (signalNumber, handler) in handlers { signal(signalNumber, handler) }
  }
}
