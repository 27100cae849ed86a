import WaypointUI

/// A run of text in one style: the unit the layout arranges into lines.
struct Span: Equatable {
  /// The text shown.
  var text: String
  /// How it is drawn.
  var style: CellStyle
  /// The focusable element this text belongs to, so focus can highlight it.
  var target: ElementID?
  /// A `Spacer` in a horizontal stack: what follows goes to the trailing edge.
  var isFlexible = false
  /// The picture drawn over this span's blank text, from its first cell.
  var picture: TerminalPicture?

  /// Blank cells that a picture is drawn over.
  static func picture(_ picture: TerminalPicture, target: ElementID?) -> Span {
    Span(
      text: String(repeating: " ", count: picture.columns), style: .plain, target: target,
      picture: picture)
  }

  /// A flexible gap.
  static let flexible = Span(text: "", style: .plain, target: nil, isFlexible: true)

  /// How many columns the text takes.
  var width: Int { displayWidth(of: text) }
}

/// One line of laid-out content, before it is placed on the screen.
struct LayoutLine: Equatable {
  /// Columns of indentation from the content's leading edge.
  var indent: Int
  /// Spans before the first flexible span go to the leading edge, the rest to the trailing one.
  var spans: [Span]
  /// Whether the line is centred in the columns it is placed in (an alert's lines).
  var isCentred = false

  /// An empty line.
  static let blank = LayoutLine(indent: 0, spans: [])
}

/// Where the layout is after its last line: no line yet, a blank line, or one with text.
enum LineState: Equatable {
  case none
  case blank
  case text
}

/// A change the layout makes to lines while it lays out part of the content.
enum LineAdjustment {
  /// Centred in the columns (an alert's title and message).
  case centred
  /// Indented to be centred in the content's width (a placeholder's parts).
  case centredByIndent
}

extension [Span] {
  /// The total width of the spans' text.
  var width: Int { reduce(0) { $0 + $1.width } }
}

extension [[Span]] {
  /// The groups (one per child view) in a row, a space between neighbours unless a flexible
  /// gap separates them already.
  func joinedBySpaces(style: CellStyle) -> [Span] {
    var result: [Span] = []
    for group in self where !group.isEmpty {
      if let last = result.last, let first = group.first, !last.isFlexible, !first.isFlexible {
        result.append(Span(text: " ", style: style, target: first.target ?? last.target))
      }
      result += group
    }
    return result
  }
}
