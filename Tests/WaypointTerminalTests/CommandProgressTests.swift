import Foundation
import TerminalTestSupport
import TestSupport
import Testing

/// `waypoint lint` and `waypoint port` show their progress on a terminal and stay quiet in a
/// pipe.
@Suite(
  "The progress line of waypoint lint and port",
  .integration)
struct CommandProgressIntegrationTests {
  /// A folder of `count` small Swift files.
  private func folder(of count: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lint-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for index in 0..<count {
      try "struct File\(index) {}\n".write(
        to: folder.appendingPathComponent("File\(index).swift"), atomically: true,
        encoding: .utf8)
    }
    return folder
  }

  @Test("on a terminal: files done of total, then cleared before the summary")
  func onTerminal() throws {
    let folder = try folder(of: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    let terminal = try PseudoTerminal(
      executable: try BuiltExecutable(named: "waypoint").url, arguments: ["lint", folder.path],
      width: 100, height: 10, errorsToTerminal: true)
    #expect(terminal.waitForExit())
    let written = String(decoding: terminal.output, as: UTF8.self)
    #expect(written.contains("/40] "), "\(written.prefix(500))")
    #expect(written.contains("[40/40] "), "the last file is shown")
    #expect(terminal.screen.text.contains("waypoint lint: 0 findings (0 errors) in 40 files"))
    #expect(!terminal.screen.text.contains("[40/40]"), "the line is cleared")
  }

  @Test("in a pipe: only the findings and the summary")
  func inPipe() throws {
    let folder = try folder(of: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BuiltExecutable(named: "waypoint").run(["lint", folder.path])
    #expect(!result.error.contains("\r"))
    #expect(!result.error.contains("/40]"))
    #expect(result.error.hasPrefix("waypoint lint: 0 findings (0 errors) in 40 files"))
  }

  @Test("waypoint port on a terminal names each Swift file as it reads it; in a pipe, nothing")
  func port() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeApp")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "port-progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let terminal = try PseudoTerminal(
      executable: try BuiltExecutable(named: "waypoint").url,
      arguments: ["port", fixture.path, "--output", output.path], width: 120, height: 10,
      errorsToTerminal: true)
    #expect(terminal.waitForExit())
    let written = String(decoding: terminal.output, as: UTF8.self)
    #expect(written.contains("[1/"), "\(written.prefix(500))")
    #expect(written.contains(".swift"))
    try? FileManager.default.removeItem(at: output)
    let piped = try BuiltExecutable(named: "waypoint").run([
      "port", fixture.path, "--output", output.path,
    ])
    #expect(piped.status == 0, "\(piped.error)")
    #expect(!piped.error.contains("\r"))
    #expect(!piped.error.contains("[1/"))
  }
}
