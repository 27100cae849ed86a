/// Applies the fixes of findings to source text.
public enum FixApplier {
  /// `source` with the fixes of `findings` applied; a fix whose edits overlap an earlier one's
  /// is skipped (run again to apply it). Returns the new text and how many fixes were applied.
  public static func apply(_ findings: [Finding], to source: String) -> (text: String, applied: Int)
  {
    var bytes = Array(source.utf8)
    var taken: [Range<Int>] = []
    var edits: [TextEdit] = []
    var applied = 0
    for fixIt in findings.compactMap(\.fixIt) {
      let ranges = fixIt.edits.map { $0.start.offset..<$0.end.offset }
      let valid = ranges.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= bytes.count }
      let overlaps = ranges.contains { range in
        taken.contains { $0.overlaps(range) || ($0.isEmpty && range.contains($0.lowerBound)) }
      }
      guard valid, !overlaps else { continue }
      taken += ranges
      edits += fixIt.edits
      applied += 1
    }
    // From the end, so offsets stay valid; of two insertions at one place, the later is made
    // first, so the text keeps the findings' order.
    let ordered = edits.enumerated().sorted {
      ($0.element.start.offset, $0.offset) > ($1.element.start.offset, $1.offset)
    }
    for (_, edit) in ordered {
      bytes.replaceSubrange(edit.start.offset..<edit.end.offset, with: Array(edit.replacement.utf8))
    }
    return (String(decoding: bytes, as: UTF8.self), applied)
  }
}
