import Foundation
import TestSupport
import Testing

/// `@FocusState` of a type SwiftUI rejects is a compile error here too, not a trap at run time:
/// a file using it is type-checked against the built modules.
@Suite(
  "FocusState's value types",
  .integration
)
struct FocusStateTypeIntegrationTests {
  @Test("Bool and optionals compile; any other value type is a compile error on its own line")
  func valueTypes() throws {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let products = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "focus-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("Focus.swift")
    try """
    import WaypointUI
    struct Fine { @FocusState var flag: Bool; @FocusState var field: Int? }
    struct Rejected { @FocusState var count: Int }
    """.write(to: source, atomically: true, encoding: .utf8)
    // The built modules alone: none of WaypointUI's imports needs a C module map.
    let arguments = [
      "swiftc", "-typecheck", "-I", products.appendingPathComponent("Modules").path,
    ]
    let result = try BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/env")).run(
      arguments + [source.path])
    #expect(result.status != 0)
    #expect(result.error.contains("Focus.swift:3:"), "\(result.error.prefix(2_000))")
    #expect(!result.error.contains("Focus.swift:2:"), "\(result.error.prefix(2_000))")
    #expect(!result.error.contains("no such module"), "\(result.error.prefix(2_000))")
  }
}
