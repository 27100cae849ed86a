import WaypointUI

@testable import WaypointTerminal

/// A window composed as the terminal did before it laid out only what a frame shows: all of the
/// content laid out and placed in a buffer as tall as itself, the window a slice of it, the
/// focus moving along the order of every focusable element. Tests compare the session's frames
/// with these, key after key.
@MainActor
struct ReferenceWindow {
  let width: Int
  let height: Int
  var focus = WaypointTerminal.FocusState()
  private var order: [ElementID] = []
  private var contentLines = 0
  private var viewportRows = 1
  private var composer: FrameComposer {
    FrameComposer(
      styling: TextStyling(usesColor: false), width: width, height: height, cache: LayoutCache(),
      ancestry: ElementAncestry { _ in nil })
  }

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// ↓ or ↑: the next or previous element in order; past the ends, the content scrolls.
  mutating func move(by step: Int) {
    let index = focus.focused.flatMap { order.firstIndex(of: $0) } ?? -1
    let next = index + step
    guard order.indices.contains(next) else {
      focus.scrollOffset = max(0, min(contentLines - viewportRows, focus.scrollOffset + step))
      focus.pinsScroll = true
      return
    }
    focus.focus(order[next])
  }

  /// Everything laid out and placed, which depends on the elements only, not on the focus.
  private struct Placed {
    var elements: [Element]
    var layout: ContentLayout
    var content: ScreenBuffer
    var contentTargets: [FrameComposer.ContentTarget]
  }
  /// The last placement, kept while the elements are the same objects (keys that only move
  /// the focus), so that comparing a frame after every key stays cheap.
  private var placed: Placed?

  private func place(_ elements: [Element], composer: FrameComposer) -> Placed {
    let contentColumns = composer.contentColumns
    var layout = ContentLayout(styling: composer.styling, width: contentColumns.count)
    for element in elements { layout.block(element, ContentLayout.Context()) }
    var content = ScreenBuffer(width: width, height: max(1, layout.lines.count))
    var contentTargets: [FrameComposer.ContentTarget] = []
    for (row, line) in layout.lines.enumerated() {
      let targets = LinePlacement.place(line, row: row, columns: contentColumns, in: &content)
      for (id, ranges) in targets.sorted(by: { start($0.value) < start($1.value) }) {
        contentTargets.append(FrameComposer.ContentTarget(id: id, row: row, ranges: ranges))
      }
    }
    return Placed(
      elements: elements, layout: layout, content: content, contentTargets: contentTargets)
  }

  /// The window showing `elements`.
  mutating func compose(_ elements: [Element]) -> ScreenBuffer {
    let composer = composer
    let unchanged = placed.map { $0.elements.elementsEqual(elements, by: ===) } ?? false
    if !unchanged { placed = place(elements, composer: composer) }
    guard let placed else { return ScreenBuffer(width: width, height: height) }
    var layout = placed.layout
    let content = placed.content
    let contentTargets = placed.contentTargets
    let bar = layout.chromeScreen.map { layout.barContent(of: $0, width: width) } ?? BarContent()

    focus.enter(screen: layout.chromeScreen?.id)
    let live = Self.screens(in: elements)
    focus.forgetScreens { live.contains($0) }
    var chrome = FrameComposer.Chrome(composer: composer, bar: bar, layout: layout, focus: focus)
    viewportRows = chrome.viewportRows

    order = chrome.top.sorted { start($0.value) < start($1.value) }.map(\.key)
    var seen = Set(order)
    for target in contentTargets where seen.insert(target.id).inserted { order.append(target.id) }
    for targets in [chrome.bottomBar, chrome.accessory, chrome.tabs] {
      for id in targets.sorted(by: { start($0.value) < start($1.value) }).map(\.key)
      where seen.insert(id).inserted {
        order.append(id)
      }
    }
    if focus.focused.map({ !seen.contains($0) }) ?? true {
      let contentOrder = contentTargets.map(\.id)
      let preferred =
        contentOrder.first { id in layout.focusables[id].map { !LayoutPlan.isTextField($0) } ?? true
        }
        ?? contentOrder.first ?? order.first
      focus.focus(preferred)
    }

    contentLines = layout.lines.count
    let maxOffset = max(0, contentLines - viewportRows)
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
    for row in 0..<viewportRows where focus.scrollOffset + row < contentLines {
      chrome.buffer.setRow(chrome.rowsAbove + row, cells: content.rows[focus.scrollOffset + row])
    }
    let dim = CellStyle(dim: true)
    if focus.scrollOffset > 0 {
      chrome.buffer.write("▲", row: chrome.rowsAbove, column: width - 1, style: dim)
    }
    if focus.scrollOffset < maxOffset {
      chrome.buffer.write(
        "▼", row: chrome.rowsAbove + viewportRows - 1, column: width - 1, style: dim)
    }
    if let focused = focus.focused {
      let editing = focus.isEditing(layout.focusables[focused])
      composer.highlight(
        focused, in: &chrome.buffer, top: chrome.top,
        bottom: [
          (height - chrome.rowsBelow, chrome.bottomBar), (chrome.accessoryRow, chrome.accessory),
          (chrome.tabRow, chrome.tabs),
        ],
        content: contentTargets, rowsAbove: chrome.rowsAbove, viewportRows: viewportRows,
        scrollOffset: focus.scrollOffset,
        editing: editing ? (focus.cursor, layout.focusables[focused]) : nil)
    }
    if height >= 8 {
      let focusables = layout.focusables
      let hint = composer.hintText(for: focus.focused.flatMap { focusables[$0] }, focus: focus)
      chrome.buffer.write(hint, row: height - 1, column: 1, style: dim)
    }
    return chrome.buffer
  }

  private func start(_ ranges: [Range<Int>]) -> Int { ranges.first?.lowerBound ?? 0 }

  private static func screens(in elements: [Element]) -> Set<ElementID> {
    var screens: Set<ElementID> = []
    func visit(_ element: Element) {
      if case .screen = element.role { screens.insert(element.id) }
      element.children.forEach(visit)
    }
    elements.forEach(visit)
    return screens
  }
}
