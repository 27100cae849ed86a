#if !canImport(Darwin)
  import Foundation
  import Synchronization

  /// One line on stderr per distinct problem (a format that does not parse, a missing key),
  /// however often it recurs, as Apple's console messages do.
  enum PredicateDiagnostics {
    private static let reported = Mutex<Set<String>>([])

    /// Writes `message` to stderr unless the same message was already written.
    static func report(_ message: String) {
      let isNew = reported.withLock { messages in
        if messages.count >= 1_000 { messages.removeAll() }
        return messages.insert(message).inserted
      }
      guard isNew else { return }
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
  }
#endif
