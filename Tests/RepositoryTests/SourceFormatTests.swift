import Foundation
import TestSupport
import Testing

/// The sources follow the committed `.swift-format` configuration, strictly: `swift test` fails
/// when `swift format lint --strict` finds anything in Sources, Tests, Examples or the desktop
/// package's sources and tests.
@Suite("Source formatting")
struct SourceFormatTests {
  @Test("swift format lint --strict finds nothing")
  func strictLint() throws {
    let root = Repository.root
    let lint = try BuiltExecutable.swift(
      [
        "format", "lint", "--strict", "--configuration", ".swift-format", "-r", "Sources", "Tests",
        "Examples", "Desktop/Sources", "Desktop/Tests",
      ], in: root)
    let text = lint.output + lint.error
    #expect(lint.status == 0, "\(text.prefix(3_000))")
    #expect(text.isEmpty, "\(text.prefix(3_000))")
  }
}
