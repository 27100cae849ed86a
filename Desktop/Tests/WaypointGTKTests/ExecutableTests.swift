import Foundation
import Testing

@Suite("The recipes-desktop executable", .serialized, .enabled(if: hasDisplay))
struct ExecutableTests {
  /// The built executable, beside the tests' own bundle.
  private var executable: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/recipes-desktop")
  }

  /// Launches the app with its state, data and config in `folder`, not the user's; returns it
  /// and its window once the window is on screen.
  private func launch(_ arguments: [String], keepingStateIn folder: URL) throws -> (
    Process, String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // xdotool fails (BadWindow) when another window goes while it looks: look again.
    var window: String?
    for _ in 0..<150 where window == nil {
      window =
        (try? run("xdotool", "search", "--onlyvisible", "--pid", "\(process.processIdentifier)"))?
        .trimmed.split(separator: "\n").last.map(String.init)
      if window == nil { Thread.sleep(forTimeInterval: 0.2) }
    }
    guard let window else {
      process.terminate()
      throw DesktopError.notShown
    }
    return (process, window)
  }

  /// The window's title once it is `expected`, or what it was after 5 s.
  private func title(of window: String, becoming expected: String) throws -> String {
    var title = ""
    for _ in 0..<50 {
      title = try run("xdotool", "getwindowname", window).trimmed
      if title == expected { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return title
  }

  @Test("its App.main() finds the linked GTK renderer and opens a window titled by the app")
  func opensAWindow() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-gtk-launch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (app, window) = try launch(
      ["--open", "recipes://recipe/apple-pie"], keepingStateIn: folder)
    defer { app.terminate() }
    // The title follows the screen in front: the deep link opened the recipe.
    #expect(try title(of: window, becoming: "Apple Pie") == "Apple Pie")
  }

  @Test("SIGTERM closes the window as the user would: the next launch opens where it was")
  func terminationSaves() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-gtk-term-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (first, window) = try launch(
      ["--open", "recipes://recipe/apple-pie"], keepingStateIn: folder)
    #expect(try title(of: window, becoming: "Apple Pie") == "Apple Pie")
    first.terminate()
    first.waitUntilExit()
    #expect(first.terminationReason == .exit, "it ended by closing its window, not by the signal")

    let (second, reopened) = try launch([], keepingStateIn: folder)
    defer { second.terminate() }
    #expect(try title(of: reopened, becoming: "Apple Pie") == "Apple Pie")
  }
}
