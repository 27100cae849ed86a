import Dispatch
import Foundation

/// Something that happened at the terminal.
enum TerminalEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size.
  case resize
}

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
    continuation.onTermination = { _ in resizes.source.cancel() }
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
