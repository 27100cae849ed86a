import WaypointUI

extension FrameComposer {
  /// The window's rows around the content: the bar and its rule above; the bottom bar, the tab
  /// bar with its rule and accessory, and the key hint below; and where their items are.
  @MainActor
  struct Chrome {
    var buffer: ScreenBuffer
    var top: LinePlacement.Targets = [:]
    var bottomBar: LinePlacement.Targets = [:]
    var accessory: LinePlacement.Targets = [:]
    var tabs: LinePlacement.Targets = [:]
    var rowsAbove = 0
    var rowsBelow: Int
    var viewportRows: Int
    var tabRow: Int
    var accessoryRow: Int

    init(composer: FrameComposer, bar: BarContent, layout: ContentLayout, focus: FocusState) {
      let width = composer.width
      let height = composer.height
      buffer = ScreenBuffer(width: width, height: height)
      if (bar.hasTopRow || composer.keepsBarRows) && height >= 4 {
        top = composer.placeBar(bar, in: &buffer)
        buffer.write(
          String(repeating: "─", count: width), row: 1, column: 0, style: CellStyle(dim: true))
        rowsAbove = 2
      }
      let showsHint = composer.showsHint && height >= 8
      let showsBottomBar = !bar.bottom.isEmpty && height >= 6
      let tabBar = height >= 4 || composer.onlyTabChrome ? layout.tabBar : nil
      let accessorySpans = tabBar == nil ? nil : layout.tabAccessory
      rowsBelow =
        (showsHint ? 1 : 0) + (showsBottomBar ? 1 : 0) + (tabBar == nil ? 0 : 2)
        + (accessorySpans == nil ? 0 : 1)
      viewportRows = max(1, height - rowsAbove - rowsBelow)
      let columns = composer.contentColumns
      if showsBottomBar {
        bottomBar = LinePlacement.place(
          LayoutLine(indent: 0, spans: bar.bottom), row: height - rowsBelow, columns: columns,
          in: &buffer)
      }
      // The tab bar: a rule, then the tabs, on the lines above the hint.
      tabRow = height - (showsHint ? 1 : 0) - 1
      accessoryRow = tabRow - 1
      guard let tabBar else { return }
      buffer.write(
        String(repeating: "─", count: width), row: tabRow - 1 - (accessorySpans == nil ? 0 : 1),
        column: 0, style: CellStyle(dim: true))
      if let accessorySpans {
        accessory = LinePlacement.place(
          LayoutLine(indent: 0, spans: accessorySpans), row: accessoryRow, columns: columns,
          in: &buffer)
      }
      // `.onScrollDown`: while the content is scrolled down, only the selected tab shows.
      let spans = focus.scrollOffset > 0 ? tabBar.minimized ?? tabBar.spans : tabBar.spans
      tabs = LinePlacement.place(
        LayoutLine(indent: 0, spans: spans), row: tabRow, columns: columns, in: &buffer)
    }
  }

  /// The bar's row: leading items, the title centred in the window when it fits, trailing items.
  func placeBar(_ bar: BarContent, in buffer: inout ScreenBuffer) -> LinePlacement.Targets {
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

  /// The columns and rows `elements` need when laid out `width` columns wide: what a panel
  /// fitted to its content is sized by. All of the content is laid out.
  static func naturalSize(of elements: [Element], styling: TextStyling, width: Int)
    -> PresentationPanel.NaturalSize
  {
    var layout = ContentLayout(styling: styling, width: max(1, width - 3))
    for element in elements { layout.block(element, ContentLayout.Context()) }
    let bar = layout.chromeScreen.map { layout.barContent(of: $0, width: width) } ?? BarContent()
    let barWidth = bar.leading.width + bar.center.width + bar.trailing.width + 4
    let lineWidth = layout.lines.map { $0.indent + $0.spans.width }.max() ?? 0
    let barRows = (bar.hasTopRow ? 2 : 0) + (bar.bottom.isEmpty ? 0 : 1)
    return PresentationPanel.NaturalSize(
      columns: max(lineWidth, bar.hasTopRow ? barWidth : 0), lines: layout.lines.count + barRows)
  }

  /// Where a focusable element's text is on one line of the content.
  struct ContentTarget {
    var id: ElementID
    var row: Int
    var ranges: [Range<Int>]
  }
}

extension LayoutPlan {
  /// The counted lines holding `id`'s text, with where it is on each.
  func targets(of id: ElementID) -> [FrameComposer.ContentTarget] {
    placed.compactMap { line in
      guard line.isCounted, let target = line.targets.first(where: { $0.id == id }) else {
        return nil
      }
      return FrameComposer.ContentTarget(id: id, row: line.number, ranges: target.ranges)
    }
  }

  /// The cells of line `number`, if the frame kept them.
  func cells(at number: Int) -> [Cell]? {
    var low = 0
    var high = placed.count
    while low < high {
      let middle = (low + high) / 2
      if placed[middle].number < number { low = middle + 1 } else { high = middle }
    }
    guard low < placed.count, placed[low].number == number, placed[low].isCounted else {
      return nil
    }
    return placed[low].cells
  }

  /// Whether the frame kept the cells of every line in `lines`.
  func hasCells(for lines: Range<Int>) -> Bool {
    lines.allSatisfy { cells(at: $0) != nil }
  }
}
