import Foundation
import WaypointCore

/// Hands URLs that are not the app's own to the desktop: `xdg-open`, found on `PATH`.
enum DesktopURLOpener {
  /// Starts `xdg-open url` without waiting for it; false, with a diagnostic, when there is no
  /// `xdg-open`.
  @MainActor
  static func open(
    _ url: URL, diagnostics: DiagnosticLog,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"]
      ?? "/usr/local/bin:/usr/bin:/bin"
  ) -> Bool {
    guard let opener = executable(named: "xdg-open", searchPath: searchPath) else {
      diagnostics.record(.noURLOpener(url))
      return false
    }
    let process = Process()
    process.executableURL = opener
    process.arguments = [url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      diagnostics.record(.noURLOpener(url))
      return false
    }
  }

  /// The executable `name` in a directory of `searchPath` (a `PATH`), if any.
  static func executable(named name: String, searchPath: String) -> URL? {
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
