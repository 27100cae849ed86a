import WaypointCore

extension Diagnostic.Code {
  /// A publisher under `assertNoFailure()` failed.
  public static let assertNoFailure: Self = "assert-no-failure"
}

extension Diagnostic {
  /// `assertNoFailure()`'s upstream failed with `error`; the stream finished instead.
  static func assertNoFailure(_ error: Error, prefix: String, file: StaticString, line: UInt)
    -> Self
  {
    Diagnostic(
      code: .assertNoFailure,
      severity: .error,
      message:
        "\(prefix.isEmpty ? "" : prefix + ": ")A publisher under assertNoFailure() failed with "
        + "\(String(describing: error).debugDescription); the stream finished instead of "
        + "stopping the app.",
      fixIt: "Handle the failure (`catch`, `replaceError(with:)`, `retry`) where it can happen.",
      location: Diagnostic.SourceLocation(fileID: "\(file)", line: Int(line), column: 1))
  }
}
