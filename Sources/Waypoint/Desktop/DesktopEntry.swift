import Foundation

/// The desktop's knowledge of an app's URL schemes: a desktop entry saying the app handles
/// `x-scheme-handler/<scheme>`, made the default handler with `xdg-mime`, so that
/// `xdg-open recipes://…` starts the app (in a terminal) on that screen.
enum DesktopEntry {
  /// `$XDG_DATA_HOME/applications`, else `~/.local/share/applications`.
  static var applicationsDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/share")
    return base.appendingPathComponent("applications", isDirectory: true)
  }

  /// The entry's file name for the app named `appName`.
  static func fileName(appName: String) -> String {
    let safe = appName.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    return "waypoint-\(safe.isEmpty ? "app" : safe).desktop"
  }

  /// The entry's text: the app run in a terminal with `--open %u` for the schemes given.
  static func contents(appName: String, executable: String, schemes: [String]) -> String {
    """
    [Desktop Entry]
    Type=Application
    Name=\(appName)
    Comment=Opens \(schemes.map { "\($0)://" }.joined(separator: ", ")) links
    Exec=\(quoted(executable)) --open %u
    Terminal=true
    NoDisplay=true
    MimeType=\(schemes.map { "x-scheme-handler/\($0);" }.joined())

    """
  }

  /// An Exec argument, quoted as the desktop entry specification asks when it needs to be.
  static func quoted(_ argument: String) -> String {
    let reserved = " \t\n\"'\\><~|&;$*?#()`"
    guard argument.contains(where: { reserved.contains($0) }) else { return argument }
    var escaped = ""
    for character in argument {
      if "\"`$\\".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }

  /// Writes the entry and makes it the default for each scheme; returns what was done, line by
  /// line, for the user.
  static func register(appName: String, executable: String, schemes: [String]) throws -> [String] {
    let directory = applicationsDirectory
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(fileName(appName: appName))
    try Data(contents(appName: appName, executable: executable, schemes: schemes).utf8)
      .write(to: file, options: .atomic)
    var report = ["Wrote \(file.path)"]
    for scheme in schemes {
      if run("xdg-mime", ["default", fileName(appName: appName), "x-scheme-handler/\(scheme)"]) {
        report.append("\(scheme):// links now open \(appName) (xdg-mime)")
      } else {
        report.append(
          "xdg-mime is not installed: install xdg-utils, then run this again to make \(appName) "
            + "the handler of \(scheme):// links")
      }
    }
    _ = run("update-desktop-database", [directory.path])
    return report
  }

  /// Removes the entry and the default-handler lines that name it.
  static func unregister(appName: String) -> [String] {
    let name = fileName(appName: appName)
    let file = applicationsDirectory.appendingPathComponent(name)
    var report: [String] = []
    if (try? FileManager.default.removeItem(at: file)) != nil {
      report.append("Removed \(file.path)")
    } else {
      report.append("No \(file.path) to remove")
    }
    let environment = ProcessInfo.processInfo.environment
    let config =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".config")
    let mimeApps = config.appendingPathComponent("mimeapps.list")
    if let text = try? String(contentsOf: mimeApps, encoding: .utf8) {
      let kept = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !($0.hasPrefix("x-scheme-handler/") && $0.hasSuffix("=" + name)) }
      try? Data(kept.joined(separator: "\n").utf8).write(to: mimeApps, options: .atomic)
      report.append("Removed \(name) as a default handler in \(mimeApps.path)")
    }
    return report
  }

  /// Runs a desktop tool found on `PATH`; false when it is missing or fails.
  private static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let executable = path.split(separator: ":").map({ "\($0)/\(tool)" })
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }

  /// The running executable's absolute path.
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }
}
