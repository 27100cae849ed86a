import Foundation

/// What is selected in a text field or editor: one range, several, or an insertion point.
public struct TextSelection: Equatable, Hashable {
  /// The selected ranges of the text.
  public enum Indices: Equatable, Hashable {
    /// One range (empty for an insertion point).
    case selection(Range<String.Index>)
    /// Several ranges.
    case multiSelection(RangeSet<String.Index>)
  }

  /// The selected ranges.
  public var indices: Indices
  /// Which side of a line break an insertion point at one belongs to.
  public private(set) var affinity = TextSelectionAffinity.automatic

  /// A selection of `range`.
  public init(range: Range<String.Index>) { indices = .selection(range) }

  /// A selection of `ranges`.
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

  /// An insertion point at `insertionPoint`.
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }

  /// Whether the selection is an insertion point (selects no text).
  public var isInsertion: Bool {
    switch indices {
    case .selection(let range): range.isEmpty
    case .multiSelection(let ranges): ranges.ranges.allSatisfy(\.isEmpty)
    }
  }
}

/// Which side of a line break an insertion point at one belongs to.
public enum TextSelectionAffinity: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The platform decides.
  case automatic
  /// The end of the line before.
  case upstream
  /// The start of the line after.
  case downstream

  /// The affinity as Swift source (`.upstream`).
  public var description: String {
    switch self {
    case .automatic: ".automatic"
    case .upstream: ".upstream"
    case .downstream: ".downstream"
    }
  }
}

extension View {
  /// Sets which side of a line break insertion points at one belong to (recorded: text fields
  /// here have no insertion point).
  nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
    setting(\.textSelectionAffinity, affinity, recording: ".textSelectionAffinity(\(affinity))")
  }
}

extension TextField where Label == Text {
  /// A text field titled with a localized key; `selection` is kept as the text it bounds changes
  /// (the terminal's field has no cursor: the selection is not shown).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
    prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(titleKey, text: text, prompt: prompt)
  }

  /// A text field titled `title`, with a selection (not shown here).
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil
  ) {
    self.init(title, text: text, prompt: prompt)
  }
}

extension TextField {
  /// A text field with a label view, with a selection (not shown here).
  public init(
    text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
  }
}

extension TextEditor {
  /// A text editor of `text`, with a selection (not shown here).
  public init(text: Binding<String>, selection: Binding<TextSelection?>) {
    self.init(text: text)
  }
}
