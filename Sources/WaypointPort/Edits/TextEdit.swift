/// A replacement of a range of a source file's UTF-8 bytes, with the reason printed for it.
struct TextEdit: Equatable, Sendable {
  /// The bytes replaced; empty for an insertion.
  var range: Range<Int>
  /// The new text.
  var replacement: String
  /// Why, as a sentence.
  var reason: String
}

/// A note about one place in a source file, at a UTF-8 offset of the original text.
struct SourceNote: Equatable, Sendable {
  /// Where, in the original text.
  var offset: Int
  /// What, as a sentence.
  var message: String
}

/// The edits and notes one kind of edit finds in a file.
struct EditFindings: Equatable, Sendable {
  /// The edits.
  var edits: [TextEdit] = []
  /// The notes.
  var notes: [SourceNote] = []

  /// Adds another kind's findings.
  static func += (lhs: inout EditFindings, rhs: EditFindings) {
    lhs.edits += rhs.edits
    lhs.notes += rhs.notes
  }
}
