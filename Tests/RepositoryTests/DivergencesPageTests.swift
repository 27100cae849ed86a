import Foundation
import TestSupport
import Testing

/// docs/Divergences.md stays true: a row that says Waypoint does not provide an API names only
/// APIs the package does not declare.
@Suite("The divergences page")
struct DivergencesPageTests {
  private static let root = Repository.root

  /// Every Swift source of the package's modules, as one text.
  private static func sources() throws -> String {
    let folder = root.appendingPathComponent("Sources")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
  }

  /// Whether `sources` declare `name` (`#Preview` a macro, `Name` a type, `name` a member).
  private static func declares(_ name: String, in sources: String) -> Bool {
    let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "#@.()"))
      .components(separatedBy: "(")[0]
    let kinds = "macro|struct|class|enum|protocol|actor|typealias|func|var|let|case"
    return sources.range(
      of: #"\b(\#(kinds))\s+\#(NSRegularExpression.escapedPattern(for: bare))\b"#,
      options: .regularExpression) != nil
  }

  @Test("a row saying an API is not provided names no API the package declares")
  func notProvidedRows() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("docs/Divergences.md"), encoding: .utf8)
    let sources = try Self.sources()
    for line in page.split(separator: "\n") where line.hasPrefix("|") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 5, cells[3].lowercased().hasPrefix("not provided") else { continue }
      let names = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }
        .map { String($0.element) }
      for name in names {
        #expect(
          !Self.declares(name, in: sources), "\(name) is declared; the row says it is not: \(line)")
      }
    }
    #expect(Self.declares("#Preview", in: sources), "the check finds a declared macro")
    #expect(!Self.declares("UIViewRepresentableContextProbe", in: sources))
  }
}
