import Foundation

/// Represents a selection of attributed text: an insertion point, or the characters of one or
/// more ranges.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct AttributedTextSelection: Equatable, Sendable {
  /// The indices of the current selection.
  @frozen public enum Indices: Equatable, Sendable {
    /// The index of a single insertion point.
    case insertionPoint(AttributedString.Index)
    /// The range-set of selected characters.
    case ranges(RangeSet<AttributedString.Index>)
  }

  /// The selection as made; nil for the default one, the end of the text.
  let storedIndices: Indices?
  /// The attributes for the next character typed; nil to take those of the text.
  let storedTypingAttributes: AttributeContainer?
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextSelection {
  /// Initialize the default selection for a new text editor: an insertion point at the end of
  /// the text.
  public init() {
    self.init(storedIndices: nil, storedTypingAttributes: nil)
  }

  /// Initialize a selection to a single insertion point, with the attributes for the next
  /// character typed (nil to take them from the text).
  public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
    self.init(
      storedIndices: .insertionPoint(insertionPoint), storedTypingAttributes: typingAttributes)
  }

  /// Initialize a selection to a range set of characters.
  public init(ranges: RangeSet<AttributedString.Index>) {
    self.init(storedIndices: .ranges(ranges), storedTypingAttributes: nil)
  }

  /// Initialize a selection to a character range.
  public init(range: Range<AttributedString.Index>) {
    self.init(ranges: RangeSet(range))
  }

  /// The current selection if valid for `text`, or an insertion point at the end of the text
  /// otherwise.
  public func indices(in text: AttributedString) -> Indices {
    switch storedIndices {
    case .insertionPoint(let index)
    where index >= text.startIndex && index <= text.endIndex:
      return .insertionPoint(index)
    case .ranges(let ranges)
    where !ranges.isEmpty
      && ranges.ranges.allSatisfy {
        $0.lowerBound >= text.startIndex && $0.upperBound <= text.endIndex
      }:
      return ranges.ranges.allSatisfy(\.isEmpty)
        ? .insertionPoint(ranges.ranges[0].lowerBound) : .ranges(ranges)
    default:
      return .insertionPoint(text.endIndex)
    }
  }

  /// The direction the selection leans in `text`: the platform's choice, as no direction was
  /// given.
  public func affinity(in text: AttributedString) -> TextSelectionAffinity { .automatic }

  /// The attributes the next character typed gets: those given, else those of the character
  /// before the insertion point (or the first selected one).
  public func typingAttributes(in text: AttributedString) -> AttributeContainer {
    if let storedTypingAttributes { return storedTypingAttributes }
    guard !text.characters.isEmpty else { return AttributeContainer() }
    let index: AttributedString.Index
    switch indices(in: text) {
    case .insertionPoint(let point):
      index = point > text.startIndex ? text.characters.index(before: point) : point
    case .ranges(let ranges):
      index = ranges.ranges[0].lowerBound
    }
    let start = index < text.endIndex ? index : text.characters.index(before: index)
    let character = start..<text.characters.index(after: start)
    return text[character].runs.first?.attributes ?? AttributeContainer()
  }

  /// The attributes of the selected text: one container per run of it, or the typing
  /// attributes for an insertion point.
  public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
    switch indices(in: text) {
    case .insertionPoint:
      return Attributes(containers: [typingAttributes(in: text)])
    case .ranges(let ranges):
      return Attributes(containers: text[ranges].runs.map(\.attributes))
    }
  }

  /// The attributes of a selection's text, run by run.
  public struct Attributes<Text>: Sequence {
    let containers: [AttributeContainer]

    /// An iterator over the containers.
    public func makeIterator() -> some IteratorProtocol<AttributeContainer> {
      containers.makeIterator()
    }

    /// The value of one attribute in each run, found by its key path.
    public subscript<K: AttributedStringKey>(type: KeyPath<AttributeDynamicLookup, K>)
      -> some Sequence<K.Value?> where K.Value: Sendable
    {
      containers.map { $0[K.self] }
    }

    /// The value of one attribute in each run, found by its key.
    public subscript<K: AttributedStringKey>(type: K.Type) -> some Sequence<K.Value?>
    where K.Value: Sendable {
      containers.map { $0[K.self] }
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedString {
  /// The selected text: nothing for an insertion point.
  public subscript(selection: AttributedTextSelection) -> DiscontiguousAttributedSubstring {
    switch selection.indices(in: self) {
    case .insertionPoint(let index): self[RangeSet(index..<index)]
    case .ranges(let ranges): self[ranges]
    }
  }
}
