import Foundation
import TestSupport
import Testing

/// Files stay one concept each: none in the API surface or the terminal renderer is over 400
/// lines, so a concern that grows moves to its own `Type+Concern.swift`.
@Suite("Source file length")
struct SourceFileLengthTests {
  static let limit = 400
  static let folders = [
    "Sources/WaypointUI", "Sources/WaypointTerminal", "Sources/WaypointRuntime",
  ]

  @Test("no Swift file in WaypointUI, WaypointTerminal or WaypointRuntime is over 400 lines")
  func noLongFiles() throws {
    let root = Repository.root
    var long: [String] = []
    var counted = 0
    for folder in Self.folders {
      let base = root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        counted += 1
        let lines =
          try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
          ).count - 1
        if lines > Self.limit {
          long.append("\(file.path.dropFirst(root.path.count + 1)): \(lines)")
        }
      }
    }
    #expect(counted > 300)
    #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
  }
}
