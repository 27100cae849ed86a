#if !canImport(Darwin)
  import Foundation
  import Synchronization

  /// One line on stderr per distinct problem (a format that does not parse, a missing key),
  /// however often it recurs, as Apple's console messages do.
  enum PredicateDiagnostics {
    private static let reported = Mutex<Set<String>>([])

    /// Receives the reports instead of stderr while set: tests read them here rather than
    /// redirecting the process's one stderr, which every test running beside them writes to.
    static let listener = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// Writes `message` to stderr unless the same message was already written.
    static func report(_ message: String) {
      let isNew = reported.withLock { messages in
        if messages.count >= 1_000 { messages.removeAll() }
        return messages.insert(message).inserted
      }
      guard isNew else { return }
      if let listener = listener.withLock({ $0 }) { return listener(message) }
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }
#endif
