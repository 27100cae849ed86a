import Foundation
import Testing

/// The sources follow the committed `.swift-format` configuration, strictly: `swift test` fails
/// when `swift format lint --strict` finds anything in Sources, Tests or Examples.
@Suite("Source formatting")
struct SourceFormatTests {
  @Test("swift format lint --strict finds nothing")
  func strictLint() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "format", "lint", "--strict", "--configuration", ".swift-format", "-r", "Sources",
      "Tests", "Examples",
    ]
    process.currentDirectoryURL = root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text.prefix(3_000))")
    #expect(text.isEmpty, "\(text.prefix(3_000))")
  }
}
