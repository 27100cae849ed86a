import WaypointCore
import WaypointUI

/// Why a preview check failed: making the preview threw, it raised an error diagnostic, or the
/// module has no previews to check.
public enum PreviewCheckError: Error, CustomStringConvertible {
  /// A preview modifier's shared context could not be made.
  case couldNotMake(preview: String, underlying: any Error)
  /// The preview raised error diagnostics while it was shown.
  case errorDiagnostics(preview: String, [Diagnostic])
  /// No preview of the module was found (none declared, or an optimised build removed them).
  case noPreviews(module: String)
  /// Several previews failed; each is one of the other cases.
  case several([PreviewCheckError])

  /// What failed, preview by preview.
  public var description: String {
    switch self {
    case .couldNotMake(let preview, let underlying):
      "The preview “\(preview)” could not be made: \(underlying)"
    case .errorDiagnostics(let preview, let diagnostics):
      "The preview “\(preview)” raised errors:\n"
        + diagnostics.map { "  \($0)" }.joined(separator: "\n")
    case .noPreviews(let module):
      "The module \(module) has no previews (#Preview or PreviewProvider) in this executable."
    case .several(let failures):
      failures.map(\.description).joined(separator: "\n")
    }
  }
}

extension PreviewEntry {
  /// Shows the preview headlessly, lets its tasks run briefly, and returns its text snapshot;
  /// throws when it could not be made or raised an error diagnostic. A crash fails the test run.
  @MainActor
  public func check(horizontalSizeClass: UserInterfaceSizeClass = .compact)
    async throws(PreviewCheckError) -> String
  {
    let view: AnyView
    do {
      view = try await makeView()
    } catch {
      throw .couldNotMake(preview: title, underlying: error)
    }
    let host = ViewHost(view, horizontalSizeClass: horizontalSizeClass)
    try Self.expectNoErrors(in: host, preview: title)
    // A preview may keep a task running (a clock, a poll); what it shows by then is checked.
    // (Not after an error: a view that never settles would only spin until the timeout.)
    try? await host.settle(timeout: .milliseconds(500))
    try Self.expectNoErrors(in: host, preview: title)
    return host.render()
  }

  @MainActor
  private static func expectNoErrors(in host: ViewHost, preview: String) throws(PreviewCheckError) {
    let errors = host.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw .errorDiagnostics(preview: preview, errors) }
  }
}

/// Checks every preview of `module` (see `PreviewEntry.check`), returning each one's text
/// snapshot by title; throws one error naming every failing preview, or when there are none.
@MainActor
public func checkPreviews(inModule module: String) async throws(PreviewCheckError) -> [String:
  String]
{
  let previews = PreviewRegistry.previews(inModule: module)
  guard !previews.isEmpty else { throw .noPreviews(module: module) }
  var rendered: [String: String] = [:]
  var failures: [PreviewCheckError] = []
  for preview in previews {
    do {
      rendered[preview.description] = try await preview.check()
    } catch {
      failures.append(error)
    }
  }
  if failures.count == 1, let failure = failures.first { throw failure }
  if !failures.isEmpty { throw .several(failures) }
  return rendered
}
