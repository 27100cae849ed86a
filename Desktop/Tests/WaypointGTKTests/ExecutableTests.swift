import Foundation
import Testing

@Suite("The recipes-desktop executable", .serialized, .enabled(if: hasDisplay))
struct ExecutableTests {
  /// The built executable, beside the tests' own bundle.
  private var executable: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/recipes-desktop")
  }

  @Test("its App.main() finds the linked GTK renderer and opens a window titled by the app")
  func opensAWindow() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-gtk-launch-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--open", "recipes://recipe/apple-pie"]
    // The app keeps its scenes, defaults and data in a folder of the test's, not the user's.
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = state.appendingPathComponent("state").path
    environment["XDG_DATA_HOME"] = state.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = state.appendingPathComponent("config").path
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    let window = try run(
      "timeout", "30", "xdotool", "search", "--sync", "--onlyvisible", "--pid",
      "\(process.processIdentifier)"
    ).trimmed.split(separator: "\n").last.map(String.init)
    let id = try #require(window)
    // The title follows the screen in front: the deep link opened the recipe.
    var title = ""
    for _ in 0..<50 {
      title = try run("xdotool", "getwindowname", id).trimmed
      if title == "Apple Pie" { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(title == "Apple Pie")
  }
}
