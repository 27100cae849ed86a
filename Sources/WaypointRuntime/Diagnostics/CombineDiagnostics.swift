import WaypointCore

#if os(Linux) || os(Windows) || os(Android) || os(WASI) || os(OpenBSD)
  import Combine
#endif

extension Diagnostic.Code {
  /// A publisher under `assertNoFailure()` failed (Waypoint's Combine finishes the stream).
  public static let assertNoFailure: Self = "assert-no-failure"
}

/// Sends Waypoint's Combine reports (what Apple's Combine stops the program for) to the
/// diagnostics of the task that made them, as the runtime's own diagnostics are reported.
package enum CombineDiagnostics {
  /// Installs the receiver once; every view graph asks for it when it is made.
  package static let installed: Void = {
    #if os(Linux) || os(Windows) || os(Android) || os(WASI) || os(OpenBSD)
      CombineFailureReports.install { report in
        DiagnosticLog.report(
          Diagnostic(
            code: Diagnostic.Code(rawValue: report.code), severity: .error,
            message: report.message, fixIt: report.fixIt,
            location: Diagnostic.SourceLocation(
              fileID: report.fileID, line: report.line, column: 1)))
      }
    #endif
  }()
}
