import Foundation

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedString {
  /// Changes the text with `body`, moving `selection` with the characters it selects.
  public mutating func transform<E: Error>(
    updating selection: inout AttributedTextSelection,
    body: (inout AttributedString) throws(E) -> Void
  ) throws(E) {
    var ranges: [Range<Index>]
    switch selection.indices(in: self) {
    case .insertionPoint(let index): ranges = [index..<index]
    case .ranges(let set): ranges = Array(set.ranges)
    }
    try transform(updating: &ranges, body: body)
    let typing = selection.storedTypingAttributes
    if ranges.allSatisfy(\.isEmpty), let point = ranges.first?.lowerBound {
      selection = AttributedTextSelection(insertionPoint: point, typingAttributes: typing)
    } else if !ranges.isEmpty {
      selection = AttributedTextSelection(ranges: RangeSet(ranges))
    } else {
      selection = AttributedTextSelection()
    }
  }

  /// Changes the attributes of the selected text with `body`; for an insertion point, changes
  /// the attributes the next character typed gets.
  public mutating func transformAttributes<E: Error>(
    in selection: inout AttributedTextSelection,
    body: (inout AttributeContainer) throws(E) -> Void
  ) throws(E) {
    switch selection.indices(in: self) {
    case .insertionPoint(let index):
      var typing = selection.typingAttributes(in: self)
      try body(&typing)
      selection = AttributedTextSelection(insertionPoint: index, typingAttributes: typing)
    case .ranges(let ranges):
      var changes: [(Range<Index>, AttributeContainer)] = []
      for run in self[ranges].runs {
        var attributes = run.attributes
        try body(&attributes)
        changes.append((run.range, attributes))
      }
      for (range, attributes) in changes { self[range].setAttributes(attributes) }
    }
  }

  /// Replaces the selected text with `newContent` in the typing attributes, leaving an
  /// insertion point after it.
  public mutating func replaceSelection(
    _ selection: inout AttributedTextSelection,
    withCharacters newContent: some Collection<Character>
  ) {
    let typing = selection.typingAttributes(in: self)
    replaceSelection(&selection, with: AttributedString(String(newContent), attributes: typing))
  }

  /// Replaces the selected text with `newContent`, leaving an insertion point after it.
  public mutating func replaceSelection(
    _ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol
  ) {
    let ranges: [Range<Index>]
    switch selection.indices(in: self) {
    case .insertionPoint(let index): ranges = [index..<index]
    case .ranges(let set): ranges = Array(set.ranges)
    }
    guard let first = ranges.first else { return }
    let offset = characters.distance(from: startIndex, to: first.lowerBound)
    for range in ranges.dropFirst().reversed() { removeSubrange(range) }
    var inserted = AttributedString()
    inserted.append(newContent)
    replaceSubrange(first, with: inserted)
    let end = characters.index(startIndex, offsetBy: offset + inserted.characters.count)
    selection = AttributedTextSelection(insertionPoint: end)
  }
}
