import WaypointUI

/// Where a presented layer goes in the window: a bordered panel over the dimmed screen, sized by
/// the layer's kind and sizing. A full-screen cover takes the whole window, unframed.
struct PresentationPanel: Equatable {
  var row: Int
  var column: Int
  var width: Int
  var height: Int
  /// Whether a border frames it.
  var hasBorder = true

  /// The columns and rows its content needs, as laid out at the widest it may be.
  struct NaturalSize {
    var columns: Int
    var lines: Int
  }

  /// Rows of the terminal per point of a `.height` detent: a line of body text is about 20 points.
  static let pointsPerRow = 20.0
  /// The widest a form sheet is, in columns.
  static let formWidth = 64
  /// The tallest a form sheet is, in rows.
  static let formHeight = 22

  /// The panel for `info` in a window of `width` × `rows` (the rows above the key hint);
  /// `natural` is asked only when the panel is fitted to its content.
  static func place(
    _ info: LayerInfo, width: Int, rows: Int, isCompact: Bool, natural: () -> NaturalSize
  ) -> PresentationPanel {
    if info.kind == .fullScreenCover {
      return PresentationPanel(row: 0, column: 0, width: width, height: rows, hasBorder: false)
    }
    let sizing = info.sizing ?? .automatic
    let fits =
      info.kind == .alert || info.kind == .confirmationDialog || sizing.fitsVertically
      || (sizing.fitsHorizontally && !isCompact)
    let size = fits ? natural() : NaturalSize(columns: 0, lines: 0)
    // The border takes a column each side; the content two more (focus marker, scroll mark).
    let fittedWidth = size.columns + 5
    let fittedHeight = size.lines + 2
    if info.kind == .alert || info.kind == .confirmationDialog {
      let boxWidth = min(width - 4, max(36, fittedWidth))
      return centred(width: boxWidth, height: min(rows, fittedHeight), in: width, rows)
    }
    // A compact window shows every sheet as the phone does: full width, risen from the bottom
    // to its detent.
    if isCompact {
      var height = rows - 1
      if let resting = restingHeight(of: info, rows: rows) { height = min(height, resting) }
      if sizing.fitsVertically { height = min(height, fittedHeight) }
      height = max(min(rows, 3), height)
      return PresentationPanel(row: rows - height, column: 0, width: width, height: height)
    }
    var panelWidth = width - 8
    var panelHeight = rows - 2
    if sizing.base == .form {
      panelWidth = min(panelWidth, formWidth)
      panelHeight = min(panelHeight, formHeight)
    }
    if sizing.fitsHorizontally { panelWidth = min(panelWidth, max(20, fittedWidth)) }
    if sizing.fitsVertically { panelHeight = min(panelHeight, max(3, fittedHeight)) }
    return centred(width: panelWidth, height: panelHeight, in: width, rows)
  }

  private static func centred(width: Int, height: Int, in windowWidth: Int, _ rows: Int)
    -> PresentationPanel
  {
    let width = max(1, min(width, windowWidth))
    let height = max(1, min(height, rows))
    return PresentationPanel(
      row: (rows - height) / 2, column: (windowWidth - width) / 2, width: width, height: height)
  }

  /// The rows a sheet with detents rests at first: its selected detent's, else the smallest's.
  static func restingHeight(of info: LayerInfo, rows: Int) -> Int? {
    if let selected = info.selectedDetent, info.detents.contains(selected) {
      return detentHeight(selected, rows: rows)
    }
    return info.detents.map { detentHeight($0, rows: rows) }.min()
  }

  private static func detentHeight(_ detent: PresentationDetent, rows: Int) -> Int {
    if let points = detent.points { return Int((points / pointsPerRow).rounded(.up)) + 2 }
    let fraction = min(1, max(0, detent.fraction ?? 1))
    return fraction >= 1 ? rows - 1 : Int((Double(rows) * fraction).rounded())
  }

  /// The size the content gets: the panel less its border.
  var inner: (width: Int, height: Int) {
    hasBorder ? (max(1, width - 2), max(1, height - 2)) : (width, height)
  }

  /// Draws the panel into `buffer`: `content` inside a rounded border.
  func draw(_ content: ScreenBuffer, in buffer: inout ScreenBuffer) {
    var panel = ScreenBuffer(width: width, height: height)
    let offset = hasBorder ? 1 : 0
    panel.place(content, atRow: offset, column: offset)
    if hasBorder, width >= 2, height >= 2 {
      let style = CellStyle(dim: true)
      let rule = String(repeating: "─", count: width - 2)
      panel.write("╭" + rule + "╮", row: 0, column: 0, style: style)
      panel.write("╰" + rule + "╯", row: height - 1, column: 0, style: style)
      for row in 1..<(height - 1) {
        panel.write("│", row: row, column: 0, style: style)
        panel.write("│", row: row, column: width - 1, style: style)
      }
    }
    buffer.place(panel, atRow: row, column: column)
  }
}
