import Foundation
import TerminalTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A Unix socket a test makes in the app's place: listening (and recording what arrives) or not.
private final class PlantedSocket: @unchecked Sendable {
  let path: String
  private let descriptor: Int32
  private let lock = NSLock()
  private var received: [UInt8] = []

  init(path: String, mode: mode_t, listens: Bool) {
    self.path = path
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    self.descriptor = descriptor
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 {
        buffer[index] = byte
      }
    }
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    chmod(path, mode)
    guard listens else {
      close(descriptor)
      return
    }
    listen(descriptor, 4)
    Thread {
      while true {
        let client = accept(descriptor, nil, nil)
        guard client >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
        if count > 0 { self.record(Array(buffer[0..<count])) }
        close(client)
      }
    }.start()
  }

  private func record(_ bytes: [UInt8]) { lock.withLock { received += bytes } }
  var receivedText: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

  func stop() {
    shutdown(descriptor, Int32(SHUT_RDWR))
    close(descriptor)
  }
}

@Suite(
  "One running copy receives later launches' URLs", .serialized,
  .integration)
struct SingleInstanceIntegrationTests {
  private static var recipes: URL { get throws { try BuiltExecutable(named: "recipes").url } }

  private static func environment(_ state: URL) -> [String: String] {
    [
      "XDG_STATE_HOME": state.appendingPathComponent("state").path,
      "XDG_CONFIG_HOME": state.appendingPathComponent("config").path,
      "XDG_RUNTIME_DIR": state.appendingPathComponent("run").path,
      "XDG_DATA_HOME": state.appendingPathComponent("data").path,
    ]
  }

  @Test("a second launch with a URL hands it to the running copy and exits 0")
  func handOff() throws {
    let terminal = try PseudoTerminal(executable: Self.recipes)
    terminal.read { $0.text.contains("Sam Porter") }
    let second = try BuiltExecutable(named: "recipes").run(
      ["--open", "recipes://recipe/shakshuka"],
      environment: Self.environment(terminal.stateDirectory))
    #expect(second.status == 0)
    #expect(second.output.isEmpty, "it printed no screen of its own")
    terminal.read { $0.text.contains("Eggs poached") }
    #expect(terminal.screen.lines[0].contains("Shakshuka"))
    #expect(terminal.screen.lines[0].contains("‹ Breakfast"))
    terminal.send("q")
    #expect(terminal.waitForExit())
    let socket = terminal.stateDirectory.appendingPathComponent("run/recipes.sock")
    #expect(!FileManager.default.fileExists(atPath: socket.path), "removed on quitting")
  }

  @Test("--continue opens what the running copy shows, from the activity it advertises")
  func continueActivity() throws {
    let first = try PseudoTerminal(
      executable: Self.recipes, arguments: ["--open", "recipes://recipe/shakshuka"])
    first.read { $0.text.contains("Eggs poached") }
    // The second launch shares the user's directories (XDG_RUNTIME_DIR among them).
    let second = try PseudoTerminal(
      executable: Self.recipes, arguments: ["--continue"], stateDirectory: first.stateDirectory)
    second.read { $0.text.contains("Eggs poached") }
    #expect(second.screen.lines[0].contains("Shakshuka"))
    second.send("q")
    #expect(second.waitForExit())
    first.send("q")
    #expect(first.waitForExit())
  }

  @Test("a stale socket is replaced: the new launch runs, then receives the next one's URL")
  func staleSocket() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-stale-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }
    try FileManager.default.createDirectory(
      at: state.appendingPathComponent("run"), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    _ = PlantedSocket(
      path: state.appendingPathComponent("run/recipes.sock").path, mode: 0o600, listens: false)
    let terminal = try PseudoTerminal(
      executable: Self.recipes, arguments: ["--open", "recipes://recipe/shakshuka"],
      stateDirectory: state)
    terminal.read { $0.text.contains("Eggs poached") }
    let third = try BuiltExecutable(named: "recipes").run(
      ["--open", "recipes://recipe/tomato-soup"], environment: Self.environment(state))
    #expect(third.status == 0)
    terminal.read { $0.text.contains("1 kg tomatoes") }
    terminal.send("q")
    #expect(terminal.waitForExit())
  }

  @Test("a socket others could use is not trusted: the URL is not sent, the launch runs itself")
  func wrongPermissions() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-open-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }
    try FileManager.default.createDirectory(
      at: state.appendingPathComponent("run"), withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let planted = PlantedSocket(
      path: state.appendingPathComponent("run/recipes.sock").path, mode: 0o666, listens: true)
    defer { planted.stop() }
    let launch = try BuiltExecutable(named: "recipes").run(
      ["--open", "recipes://recipe/shakshuka"], environment: Self.environment(state))
    #expect(launch.status == 0)
    #expect(launch.output.contains("Shakshuka"), "it ran itself (and printed, having no terminal)")
    #expect(planted.receivedText.isEmpty, "nothing was sent to the socket")
  }
}

/// Whether a desktop tool is installed.
private func installed(_ tool: String) -> Bool {
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
}

@Suite(
  "Registering the app's URL schemes with the desktop",
  .integration)
struct URLSchemeRegistrationIntegrationTests {
  private func environment(_ state: URL) -> [String: String] {
    [
      "XDG_DATA_HOME": state.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": state.appendingPathComponent("config").path,
    ]
  }

  @Test("--register-url-scheme writes a desktop entry for recipes://; --unregister removes it")
  func desktopEntry() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-desktop-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }
    let recipes = try BuiltExecutable(named: "recipes")
    let registered = try recipes.run(["--register-url-scheme"], environment: environment(state))
    #expect(registered.status == 0, "\(registered.error)")
    let entry = state.appendingPathComponent("data/applications/waypoint-recipes.desktop")
    let text = try String(contentsOf: entry, encoding: .utf8)
    #expect(text.contains("MimeType=x-scheme-handler/recipes;"))
    #expect(text.contains("Exec=\(recipes.url.path) --open %u"))
    #expect(text.contains("Terminal=true"))
    #expect(registered.output.contains("Wrote \(entry.path)"))
    let removed = try recipes.run(["--unregister-url-scheme"], environment: environment(state))
    #expect(removed.status == 0)
    #expect(!FileManager.default.fileExists(atPath: entry.path))
  }

  @Test(
    "xdg-mime reads the registered entry back as the handler of recipes://",
    .enabled(if: installed("xdg-mime"), "xdg-mime (xdg-utils) is not installed here"))
  func xdgMime() throws {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-xdg-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: state) }
    let recipes = try BuiltExecutable(named: "recipes")
    _ = try recipes.run(["--register-url-scheme"], environment: environment(state))
    let answer = try BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/env")).run(
      ["xdg-mime", "query", "default", "x-scheme-handler/recipes"], environment: environment(state)
    ).output
    #expect(answer.trimmingCharacters(in: .whitespacesAndNewlines) == "waypoint-recipes.desktop")
  }
}
