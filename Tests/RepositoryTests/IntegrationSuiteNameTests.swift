import Foundation
import TestSupport
import Testing

/// `Scripts/test-integration.sh` finds the integration suites by name (`--filter Integration`), and
/// `swift test` skips them: a suite marked `.integration` without `Integration` in its name would
/// run in neither.
@Suite("Integration suites are named so the integration command finds them")
struct IntegrationSuiteNameTests {
  @Test("every suite or test marked .integration is in a type whose name holds Integration")
  func namesHoldIntegration() throws {
    let tests = Repository.file("Tests")
    let declaration = /(?:struct|class|enum|extension)\s+(\w+)/
    var marked = 0
    var unnamed: [String] = []
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", file.lastPathComponent != "Integration.swift" else {
        continue
      }
      let text = try String(contentsOf: file, encoding: .utf8)
      for mark in text.ranges(of: /\n\s*\.integration[,)]/) {
        marked += 1
        // A suite's trait: the next declaration is the suite's. A test's: the last one before.
        let after = text[mark.upperBound...].firstMatch(of: declaration)
        let name: Substring? =
          if let after, text.distance(from: mark.upperBound, to: after.range.lowerBound) < 300 {
            after.output.1
          } else {
            text[..<mark.lowerBound].matches(of: declaration).last?.output.1
          }
        if !(name?.contains("Integration") ?? false) {
          unnamed.append("\(file.lastPathComponent): \(name ?? "?")")
        }
      }
    }
    #expect(marked >= 19, "the integration suites were found")
    #expect(unnamed.isEmpty, "not found by Scripts/test-integration.sh: \(unnamed)")
  }
}
