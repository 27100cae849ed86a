import Foundation

/// The code a guide shows, checked against the test file it comes from: each region runs from a
/// `// guide: NAME` line to a `// end guide` line, dedented by its least-indented line.
public enum GuideRegions {
  /// The regions of the Swift source at `file`, in order.
  public static func regions(inFile file: String) throws -> [String] {
    let source = try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8)
    // The markers are split here so that these lines are not taken for regions.
    return source.components(separatedBy: "// guide" + ": ").dropFirst().compactMap { part in
      guard let end = part.range(of: "// end" + " guide") else { return nil }
      let lines = part[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        .dropFirst().dropLast()
      let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }
  }

  /// The testing guide's text (WaypointTesting's DocC article).
  public static func testingGuide() throws -> String {
    try String(
      contentsOf: Repository.file(
        "Sources/WaypointTesting/WaypointTesting.docc/TestingNavigation.md"),
      encoding: .utf8)
  }
}
