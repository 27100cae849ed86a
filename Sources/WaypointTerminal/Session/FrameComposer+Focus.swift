import WaypointUI

extension FrameComposer {
  /// Shows the focus: reverse video over the element, a marker before it in the content, and
  /// the insertion point while a text field is edited.
  func highlight(
    _ focused: ElementID, in buffer: inout ScreenBuffer, top: LinePlacement.Targets,
    bottom: [(row: Int, targets: LinePlacement.Targets)],
    content: [ContentTarget], rowsAbove: Int, viewportRows: Int,
    scrollOffset: Int, editing: (cursor: Int?, field: Element?)?
  ) {
    let reverse: (inout CellStyle) -> Void = { $0.reverse = true }
    for columns in top[focused] ?? [] { buffer.restyle(row: 0, columns: columns, reverse) }
    for line in bottom {
      for columns in line.targets[focused] ?? [] {
        buffer.restyle(row: line.row, columns: columns, reverse)
      }
    }
    var markedRow = false
    for target in content where target.id == focused {
      let row = target.row - scrollOffset
      guard row >= 0, row < viewportRows else { continue }
      if !markedRow {
        buffer.write("▸", row: rowsAbove + row, column: 0)
        markedRow = true
      }
      if let editing, case .textField(_, let text, _) = editing.field?.role {
        // Only the insertion point is reversed, so the text stays readable while typing.
        let characters = Array(text)
        let cursor = min(editing.cursor ?? characters.count, characters.count)
        let offset = displayWidth(of: String(characters[..<cursor]))
        let fieldStart = Self.start(target.ranges)
        let column = text.isEmpty ? fieldStart : fieldStart + offset
        buffer.restyle(row: rowsAbove + row, columns: column..<(column + 1), reverse)
      } else {
        for columns in target.ranges {
          buffer.restyle(row: rowsAbove + row, columns: columns, reverse)
        }
      }
    }
  }

  /// The key hint for the focused element; `escape` is what Esc does (go back, close a layer),
  /// nil when it does nothing.
  func hintText(for element: Element?, focus: FocusState, escape: String? = "back") -> String {
    let escapeHint = escape.map { " · esc \($0)" } ?? ""
    if focus.isEditing(element) {
      return "type to edit · ←/→ move · esc done · ↑/↓ leave"
    }
    let action: String
    switch element.map({ $0.role }) {
    case .toggle?: action = "enter toggle"
    case .textField?: action = "enter edit"
    case .link?: action = "enter open"
    case nil: return "↑/↓ scroll\(escapeHint) · q quit"
    default: action = "enter select"
    }
    return "↑/↓ move · \(action)\(escapeHint) · q quit"
  }
}
