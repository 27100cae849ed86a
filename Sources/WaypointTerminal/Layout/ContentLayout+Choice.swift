import WaypointUI

extension ContentLayout {
  /// An alert or a confirmation dialog: its title and message centred, then its buttons in a
  /// row with the cancel button last, or one per line when the row does not fit.
  mutating func choice(_ element: Element, _ context: Context) {
    var texts: [Element] = []
    var buttons: [Element] = []
    func sort(_ element: Element) {
      for child in element.contentChildren where child.offScreenReason == nil {
        if case .button = child.role {
          buttons.append(child)
        } else if child.allElements.contains(where: {
          if case .button = $0.role { true } else { false }
        }) {
          sort(child)
        } else {
          texts.append(child)
        }
      }
    }
    sort(element)
    for text in texts {
      adjusting(.centred) { $0.block(text, context) }
    }
    // Apple puts the cancel button last in a row (and at the bottom of a dialog).
    let ordered =
      buttons.filter { $0.role != .button(.cancel) }
      + buttons.filter { $0.role == .button(.cancel) }
    let rows = ordered.map { inline($0, context) ?? [] }.filter { !$0.isEmpty }
    guard !rows.isEmpty else { return }
    if lineCount > 0 { append(.blank) }
    var row: [Span] = []
    for spans in rows {
      if !row.isEmpty { row.append(Span(text: "  ", style: context.style, target: nil)) }
      row += spans
    }
    if row.width <= width - context.indent {
      append(LayoutLine(indent: context.indent, spans: row, isCentred: true))
    } else {
      for spans in rows {
        append(LayoutLine(indent: context.indent, spans: spans, isCentred: true))
      }
    }
  }
}
