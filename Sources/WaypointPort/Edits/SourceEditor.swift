import SwiftParser
import SwiftSyntax

/// Makes the mechanical edits of a port to one Swift source, and reports each with its line in
/// the edited text.
public enum SourceEditor {
  /// An edited source.
  public struct Result: Equatable, Sendable {
    /// The edited text.
    public var text: String
    /// The edits, with lines of the edited text.
    public var edits: [PortEdit]
    /// The notes, with lines of the edited text.
    public var notes: [PortNote]
    /// The `@main` `App` type whose attribute was removed, when asked to remove it.
    public var appType: String? = nil
  }

  /// Edits `source`, naming it `path` in edits and notes; `packageHasResources` says whether
  /// `Bundle.main` resource look-ups can move to `Bundle.module`.
  /// With `mainComment`, the `@main` attribute of an `App` type becomes that comment.
  public static func edit(
    _ source: String, path: String, packageHasResources: Bool, mainComment: String? = nil
  ) -> Result {
    let file = Parser.parse(source: source)
    var findings = PlatformConditionEdits.find(in: file)
    findings += BundleEdits.find(in: file, packageHasResources: packageHasResources)
    findings += ImportEdits.find(in: file)
    findings += FoundationGapImports.find(in: file)
    let main = mainComment.flatMap { MainAttributeEdits.find(in: file, comment: $0) }
    if let main { findings += main.findings }
    var result = apply(findings, to: source, path: path)
    result.appType = main?.type
    return result
  }

  /// Applies the edits in order of position (insertions at one place in the order found) and
  /// moves every edit's and note's offset to the edited text.
  static func apply(_ findings: EditFindings, to source: String, path: String) -> Result {
    let edits = findings.edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    var bytes = Array(source.utf8)
    var shift = 0
    var shifts: [(at: Int, by: Int)] = []
    var anchors: [(offset: Int, reason: String)] = []
    for edit in edits {
      let replacement = Array(edit.replacement.utf8)
      let start = edit.range.lowerBound + shift
      bytes.replaceSubrange(start..<(edit.range.upperBound + shift), with: replacement)
      // An inserted line starts after its newline; the edit is reported on that line.
      let leadingNewlines = replacement.prefix { $0 == UInt8(ascii: "\n") }.count
      anchors.append((start + leadingNewlines, edit.reason))
      shift += replacement.count - edit.range.count
      shifts.append((edit.range.upperBound, shift))
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = LineTable(bytes)
    let notes = findings.notes.map { note in
      let moved = note.offset + (shifts.last { $0.at <= note.offset }?.by ?? 0)
      return PortNote(path: path, line: lines.line(at: moved), message: note.message)
    }
    return Result(
      text: text,
      edits: anchors.map {
        PortEdit(path: path, line: lines.line(at: $0.offset), reason: $0.reason)
      },
      notes: notes.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
  }
}

/// The line of each UTF-8 offset of a text.
struct LineTable {
  private let starts: [Int]

  init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    self.starts = starts
  }

  /// The 1-based line holding `offset`.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
  }
}
