import Foundation
import Synchronization

/// Collects the diagnostics raised while it is the current log, each distinct one once.
///
/// Hosts and tests install their own log with `DiagnosticLog.$current.withValue(_:)`, so
/// parallel tests never see each other's diagnostics. Outside any scope, diagnostics go to
/// `DiagnosticLog.processDefault`, which also prints them to standard error as SwiftUI prints to
/// the console.
public final class DiagnosticLog: Sendable {
  private struct State {
    var diagnostics: [Diagnostic] = []
    var seen: Set<Diagnostic> = []
  }

  private let state = Mutex(State())
  private let echo: (@Sendable (Diagnostic) -> Void)?

  /// Creates an empty log; `echo`, when given, is called once for each new diagnostic.
  public init(echo: (@Sendable (Diagnostic) -> Void)? = nil) {
    self.echo = echo
  }

  /// The log used when no scope installed one; it prints each new diagnostic to standard error.
  public static let processDefault = DiagnosticLog(echo: { diagnostic in
    FileHandle.standardError.write(Data("Waypoint: \(diagnostic)\n".utf8))
  })

  /// The log that `report(_:)` writes to in the current task or thread.
  @TaskLocal public static var current: DiagnosticLog = processDefault

  /// Records a diagnostic in the current log.
  public static func report(_ diagnostic: Diagnostic) {
    current.record(diagnostic)
  }

  /// Records a diagnostic unless an identical one was recorded before.
  public func record(_ diagnostic: Diagnostic) {
    let isNew = state.withLock { state in
      guard state.seen.insert(diagnostic).inserted else { return false }
      state.diagnostics.append(diagnostic)
      return true
    }
    if isNew { echo?(diagnostic) }
  }

  /// Every distinct diagnostic recorded so far, oldest first.
  public var diagnostics: [Diagnostic] {
    state.withLock { $0.diagnostics }
  }

  /// Forgets every recorded diagnostic.
  public func removeAll() {
    state.withLock { $0 = State() }
  }
}
