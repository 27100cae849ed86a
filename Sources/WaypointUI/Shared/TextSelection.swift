/// The selected text of a text field or editor: one or more ranges of the text's indices, or an
/// insertion point.
public struct TextSelection: Hashable {
  /// The ranges a selection covers.
  public enum Indices: Hashable {
    /// One range; empty for an insertion point.
    case selection(Range<String.Index>)
    /// Several ranges.
    case multiSelection(RangeSet<String.Index>)
  }

  /// The selected ranges.
  public var indices: Indices

  /// A selection of `range`.
  public init(range: Range<String.Index>) {
    indices = .selection(range)
  }

  /// A selection of several `ranges`.
  public init(ranges: RangeSet<String.Index>) {
    indices = .multiSelection(ranges)
  }

  /// An insertion point at `insertionPoint`, selecting nothing.
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }

  /// Whether the selection is an insertion point: it covers no text.
  public var isInsertion: Bool {
    switch indices {
    case .selection(let range): range.isEmpty
    case .multiSelection(let ranges): ranges.isEmpty
    }
  }
}
