import Foundation
import Testing

/// Waypoint's documentation is written here: no doc comment's summary, and no sentence of the
/// guides and DocC articles, repeats a sentence of Apple's documentation, word for word or with a
/// few words changed. The reference sentences are kept only as hashes (`ReferenceSentences`).
@Suite("Documentation in our own words")
struct ReferenceSentenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func references() throws -> ReferenceSentences {
    try ReferenceSentences(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Data/ReferenceSentences.txt"))
  }

  /// The sentences of each `///` comment's first paragraph, with the line the comment starts on.
  static func summaries(in source: String) -> [(line: Int, sentences: [String])] {
    var result: [(line: Int, sentences: [String])] = []
    var paragraph: [String] = []
    var start: Int?
    var ended = false
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false) + [Substring("")]
    for (number, line) in lines.enumerated() {
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("///") else {
        if let first = start, !paragraph.isEmpty {
          result.append((first, ReferenceSentences.sentences(of: paragraph.joined(separator: " "))))
        }
        (paragraph, start, ended) = ([], nil, false)
        continue
      }
      if start == nil { start = number + 1 }
      let text = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      if text.isEmpty {
        ended = ended || !paragraph.isEmpty
      } else if !ended {
        paragraph.append(text)
      }
    }
    return result
  }

  /// The prose sentences of a Markdown page: code blocks, tables and headings left out.
  static func proseSentences(in page: String) -> [String] {
    var inCode = false
    var sentences: [String] = []
    for paragraph in page.components(separatedBy: "\n\n") {
      let fences = paragraph.components(separatedBy: "```").count - 1
      defer { if fences % 2 == 1 { inCode.toggle() } }
      let lines = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      guard !inCode, fences == 0, let first = lines.first,
        !first.hasPrefix("|"), !first.hasPrefix("#"), !first.hasPrefix("<")
      else { continue }
      sentences += ReferenceSentences.sentences(of: lines.joined(separator: " "))
    }
    return sentences
  }

  static func files(under folder: String, extension fileExtension: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    let found =
      FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? []
    return found.filter { $0.pathExtension == fileExtension }.sorted { $0.path < $1.path }
  }

  @Test("No doc comment opens with a sentence of Apple's documentation")
  func docComments() throws {
    let references = try Self.references()
    var copies: [String] = []
    var checked = 0
    for file in Self.files(under: "Sources", extension: "swift")
      + Self.files(under: "Desktop/Sources", extension: "swift")
    {
      for summary in Self.summaries(in: try String(contentsOf: file, encoding: .utf8)) {
        checked += 1
        if let copy = summary.sentences.first(where: references.isCopy) {
          let path = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
          copies.append("\(path):\(summary.line): \(copy)")
        }
      }
    }
    #expect(checked > 10_000)
    #expect(copies.isEmpty, "\(copies.count) doc comments:\n\(copies.joined(separator: "\n"))")
  }

  @Test("No sentence of the guides or the DocC articles is one of Apple's")
  func guides() throws {
    let references = try Self.references()
    let pages =
      Self.files(under: "docs", extension: "md") + Self.files(under: "Sources", extension: "md")
      + [Self.root.appendingPathComponent("README.md")]
    let copies = try pages.flatMap { page in
      try Self.proseSentences(in: String(contentsOf: page, encoding: .utf8))
        .filter(references.isCopy).map { "\(page.lastPathComponent): \($0)" }
    }
    #expect(pages.count > 20)
    #expect(copies.isEmpty, "\(copies.joined(separator: "\n"))")
  }

  @Test("A planted copy is found, word for word or with a few words changed")
  func plantedCopy() throws {
    let references = try Self.references()
    let planted = """
      struct Planted {
        /// A structure that computes views on demand from an underlying collection of
        /// identified data.
        var exact: Int
        /// A structure that builds views on demand from an underlying collection of
        /// identified values.
        var nearly: Int
        /// Makes one row per element of `data`, keyed by the element's identifier.
        var ours: Int
      }
      """
    let found = Self.summaries(in: planted).map { $0.sentences.contains(where: references.isCopy) }
    #expect(found == [true, true, false])
    #expect(references.sentences.count > 5_000)
  }
}
