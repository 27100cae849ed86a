import Foundation
import Synchronization

/// A failure Apple's Combine stops the program for and this one reports instead (an
/// `assertNoFailure()` upstream that failed), in the terms of Waypoint's diagnostics.
package struct CombineFailureReport: Sendable {
  /// The diagnostic's code (`assert-no-failure`).
  package let code: String
  /// What happened, in a sentence.
  package let message: String
  /// What to do about it.
  package let fixIt: String
  /// Where the operator was applied.
  package let fileID: String
  package let line: Int
}

/// Where Combine's reports go: to the runtime's diagnostics once Waypoint's runtime has installed
/// its receiver (it does when it makes a view graph), else one line on standard error. Combine
/// itself knows nothing of the runtime, so a program that only uses Combine builds nothing more.
package enum CombineFailureReports {
  private static let receiver = Mutex<(@Sendable (CombineFailureReport) -> Void)?>(nil)

  /// Sends every later report to `receive`.
  package static func install(_ receive: @escaping @Sendable (CombineFailureReport) -> Void) {
    receiver.withLock { $0 = receive }
  }

  static func report(_ report: CombineFailureReport) {
    if let receive = receiver.withLock({ $0 }) { return receive(report) }
    FileHandle.standardError.write(
      Data("Combine: \(report.fileID):\(report.line): \(report.message)\n".utf8))
  }

  /// `assertNoFailure()`'s upstream failed with `error`; the stream finished instead.
  static func assertNoFailure(_ error: Error, prefix: String, file: StaticString, line: UInt) {
    report(
      CombineFailureReport(
        code: "assert-no-failure",
        message:
          "\(prefix.isEmpty ? "" : prefix + ": ")A publisher under assertNoFailure() failed with "
          + "\(String(describing: error).debugDescription); the stream finished instead of "
          + "stopping the app.",
        fixIt:
          "Handle the failure (`catch`, `replaceError(with:)`, `retry`) where it can happen.",
        fileID: "\(file)", line: Int(line)))
  }
}
