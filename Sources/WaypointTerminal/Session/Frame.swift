import WaypointUI

/// One composed screen: the cells to draw, and what the keys act on.
struct Frame {
  /// What the terminal should show.
  var buffer: ScreenBuffer
  /// The focusable elements in reading order: bar, content, bottom bar.
  var order: [ElementID]
  /// The focusable elements by id.
  var elements: [ElementID: Element]
  /// The front-most screen's back button, when it has one.
  var backButton: Element?
  /// The tabs of the tab bar on the bottom line, in order.
  var tabs: [Element] = []
  /// Whether the tabs are a pager's pages, which ← and → turn.
  var isPager = false
  /// The number of content lines, and how many fit in the window.
  var contentLines: Int
  var viewportRows: Int
}

/// Lays out the semantic tree for a window of a given size, with the focus shown.
struct FrameComposer {
  let styling: TextStyling
  let width: Int
  let height: Int
  /// Whether the focus is drawn: only in the focused column of a split view.
  var showsFocus = true
  /// Whether the bottom row holds the key hint: a split view's columns leave it to the window.
  var showsHint = true
  /// Whether the bar's rows are kept even when empty, so side-by-side columns line up.
  var keepsBarRows = false
  /// Whether only a tab view's bar and accessory are laid out, for a window of panes.
  var onlyTabChrome = false

  /// The columns content uses: one for the focus marker and a gap before, one for scroll
  /// indicators after.
  private var contentColumns: Range<Int> { 2..<max(3, width - 1) }

  /// Composes `elements`, updating `focus` to an element that exists and scrolling to it.
  func compose(_ elements: [Element], focus: inout FocusState, status: String?) -> Frame {
    var layout = ContentLayout(styling: styling, width: contentColumns.count)
    layout.onlyTabChrome = onlyTabChrome
    for element in elements { layout.block(element, ContentLayout.Context()) }
    let bar = layout.chromeScreen.map { layout.barContent(of: $0, width: width) } ?? BarContent()

    focus.enter(screen: layout.chromeScreen?.id)
    focus.forgetScreens(except: liveScreens(in: elements))

    // Content goes into a buffer as tall as itself; the window shows a slice of it.
    var content = ScreenBuffer(width: width, height: max(1, layout.lines.count))
    var contentTargets: [ContentTarget] = []
    for (row, line) in layout.lines.enumerated() {
      let targets = LinePlacement.place(line, row: row, columns: contentColumns, in: &content)
      for (id, ranges) in targets.sorted(by: { Self.start($0.value) < Self.start($1.value) }) {
        contentTargets.append(ContentTarget(id: id, row: row, ranges: ranges))
      }
    }

    var buffer = ScreenBuffer(width: width, height: height)
    var topTargets: LinePlacement.Targets = [:]
    var rowsAbove = 0
    if (bar.hasTopRow || keepsBarRows) && height >= 4 {
      topTargets = placeBar(bar, in: &buffer)
      buffer.write(
        String(repeating: "─", count: width), row: 1, column: 0, style: CellStyle(dim: true))
      rowsAbove = 2
    }
    let showsHint = self.showsHint && height >= 8
    let showsBottomBar = !bar.bottom.isEmpty && height >= 6
    let tabBar = height >= 4 || onlyTabChrome ? layout.tabBar : nil
    let accessory = tabBar == nil ? nil : layout.tabAccessory
    let rowsBelow =
      (showsHint ? 1 : 0) + (showsBottomBar ? 1 : 0) + (tabBar == nil ? 0 : 2)
      + (accessory == nil ? 0 : 1)
    let viewportRows = max(1, height - rowsAbove - rowsBelow)

    var bottomTargets: LinePlacement.Targets = [:]
    if showsBottomBar {
      let row = height - rowsBelow
      bottomTargets = LinePlacement.place(
        LayoutLine(indent: 0, spans: bar.bottom), row: row, columns: contentColumns, in: &buffer)
    }
    // The tab bar: a rule, then the tabs, on the lines above the hint.
    var tabTargets: LinePlacement.Targets = [:]
    var accessoryTargets: LinePlacement.Targets = [:]
    let tabRow = height - (showsHint ? 1 : 0) - 1
    let accessoryRow = tabRow - 1
    if let tabBar {
      buffer.write(
        String(repeating: "─", count: width), row: tabRow - 1 - (accessory == nil ? 0 : 1),
        column: 0, style: CellStyle(dim: true))
      if let accessory {
        accessoryTargets = LinePlacement.place(
          LayoutLine(indent: 0, spans: accessory), row: accessoryRow, columns: contentColumns,
          in: &buffer)
      }
      // `.onScrollDown`: while the content is scrolled down, only the selected tab shows.
      let spans = focus.scrollOffset > 0 ? tabBar.minimized ?? tabBar.spans : tabBar.spans
      tabTargets = LinePlacement.place(
        LayoutLine(indent: 0, spans: spans), row: tabRow, columns: contentColumns, in: &buffer)
    }

    // Focus order: top bar, content, bottom bar; each in reading order.
    var order = topTargets.sorted { Self.start($0.value) < Self.start($1.value) }.map(\.key)
    var seen = Set(order)
    for target in contentTargets where seen.insert(target.id).inserted { order.append(target.id) }
    for targets in [bottomTargets, accessoryTargets, tabTargets] {
      for id in targets.sorted(by: { Self.start($0.value) < Self.start($1.value) }).map(\.key)
      where seen.insert(id).inserted {
        order.append(id)
      }
    }

    if focus.focused.map({ !seen.contains($0) }) ?? true {
      let contentOrder = contentTargets.map(\.id)
      let preferred =
        contentOrder.first { !isTextField(layout.focusables[$0]) } ?? contentOrder.first
        ?? order.first
      focus.focus(preferred)
    }

    // Scroll so the focused element is in view; otherwise keep the offset within bounds.
    let maxOffset = max(0, layout.lines.count - viewportRows)
    if let focused = focus.focused, !focus.pinsScroll {
      let rows = contentTargets.filter { $0.id == focused }.map(\.row)
      if let first = rows.min(), let last = rows.max() {
        if first < focus.scrollOffset { focus.scrollOffset = first }
        if last >= focus.scrollOffset + viewportRows {
          focus.scrollOffset = min(first, last - viewportRows + 1)
        }
      }
    }
    focus.scrollOffset = min(max(0, focus.scrollOffset), maxOffset)

    for row in 0..<viewportRows where focus.scrollOffset + row < layout.lines.count {
      buffer.setRow(rowsAbove + row, cells: content.rows[focus.scrollOffset + row])
    }
    let dimStyle = CellStyle(dim: true)
    if focus.scrollOffset > 0 {
      buffer.write("▲", row: rowsAbove, column: width - 1, style: dimStyle)
    }
    if focus.scrollOffset < maxOffset {
      buffer.write("▼", row: rowsAbove + viewportRows - 1, column: width - 1, style: dimStyle)
    }

    if let focused = focus.focused, showsFocus {
      let editing = focus.isEditing(layout.focusables[focused])
      highlight(
        focused, in: &buffer, top: topTargets,
        bottom: [
          (height - rowsBelow, bottomTargets), (accessoryRow, accessoryTargets),
          (tabRow, tabTargets),
        ],
        content: contentTargets, rowsAbove: rowsAbove, viewportRows: viewportRows,
        scrollOffset: focus.scrollOffset,
        editing: editing ? (focus.cursor, layout.focusables[focused]) : nil)
    }

    if showsHint {
      let hint =
        status ?? hintText(for: focus.focused.flatMap { layout.focusables[$0] }, focus: focus)
      buffer.write(hint, row: height - 1, column: 1, style: dimStyle)
    }

    return Frame(
      buffer: buffer, order: order, elements: layout.focusables,
      backButton: layout.chromeScreen?.backButton, tabs: layout.tabBar?.tabs ?? [],
      isPager: layout.tabBar?.isPager ?? false,
      contentLines: layout.lines.count, viewportRows: viewportRows)
  }

  /// The bar's row: leading items, the title centred in the window when it fits, trailing items.
  private func placeBar(_ bar: BarContent, in buffer: inout ScreenBuffer) -> LinePlacement.Targets {
    var targets: LinePlacement.Targets = [:]
    let leadingEnd = LinePlacement.write(
      bar.leading, row: 0, from: 1, limit: max(1, width - 1 - bar.trailing.width - 1), in: &buffer,
      targets: &targets)
    let trailingStart = max(leadingEnd + 1, width - 1 - bar.trailing.width)
    LinePlacement.write(
      bar.trailing, row: 0, from: trailingStart, limit: width - 1, in: &buffer, targets: &targets)
    let spaceStart = leadingEnd + (bar.leading.isEmpty ? 0 : 2)
    let spaceEnd = trailingStart - (bar.trailing.isEmpty ? 0 : 2)
    let space = spaceStart..<max(spaceStart, spaceEnd)
    if !bar.center.isEmpty && space.count > 0 {
      let centered = (width - bar.center.width) / 2
      let start = min(
        max(space.lowerBound, centered), max(space.lowerBound, space.upperBound - bar.center.width))
      LinePlacement.write(
        bar.center, row: 0, from: start, limit: space.upperBound, in: &buffer, targets: &targets)
    }
    return targets
  }

  func isTextField(_ element: Element?) -> Bool {
    if case .textField? = element?.role { return true }
    return false
  }

  /// The columns and rows `elements` need when laid out at this composer's width: what a panel
  /// fitted to its content is sized by.
  func naturalSize(of elements: [Element]) -> PresentationPanel.NaturalSize {
    var layout = ContentLayout(styling: styling, width: contentColumns.count)
    for element in elements { layout.block(element, ContentLayout.Context()) }
    let bar = layout.chromeScreen.map { layout.barContent(of: $0, width: width) } ?? BarContent()
    let barWidth = bar.leading.width + bar.center.width + bar.trailing.width + 4
    let lineWidth = layout.lines.map { $0.indent + $0.spans.width }.max() ?? 0
    let barRows = (bar.hasTopRow ? 2 : 0) + (bar.bottom.isEmpty ? 0 : 1)
    return PresentationPanel.NaturalSize(
      columns: max(lineWidth, bar.hasTopRow ? barWidth : 0), lines: layout.lines.count + barRows)
  }

  /// The ids of every screen on any stack, so focus memories of popped screens are dropped.
  private func liveScreens(in elements: [Element]) -> Set<ElementID> {
    var screens: Set<ElementID> = []
    func visit(_ element: Element) {
      if case .screen = element.role { screens.insert(element.id) }
      element.children.forEach(visit)
    }
    elements.forEach(visit)
    return screens
  }

  /// Where a focusable element's text is on one line of the content.
  struct ContentTarget {
    var id: ElementID
    var row: Int
    var ranges: [Range<Int>]
  }

  static func start(_ ranges: [Range<Int>]) -> Int { ranges.first?.lowerBound ?? 0 }

}
