import WaypointUI

/// Lays out the semantic tree for a window of a given size, with the focus shown. Only what the
/// frame needs is laid out: the content from the window's first row to its last, the focused
/// element and its neighbours, and what gives the window its bar and tabs (see `LayoutPlan`).
@MainActor
struct FrameComposer {
  let styling: TextStyling
  let width: Int
  let height: Int
  /// What the pane keeps from frame to frame.
  let cache: LayoutCache
  /// Where elements are in the tree, to find the focused one without laying out the rest.
  let ancestry: ElementAncestry
  /// Whether the focus is drawn: only in the focused column of a split view.
  var showsFocus = true
  /// Whether the bottom row holds the key hint: a split view's columns leave it to the window.
  var showsHint = true
  /// Whether the bar's rows are kept even when empty, so side-by-side columns line up.
  var keepsBarRows = false
  /// Whether only a tab view's bar and accessory are laid out, for a window of panes.
  var onlyTabChrome = false
  /// A `ScrollViewProxy` request to act on, when its target is in this content.
  var scrollRequest: ScrollRequest?
  /// The navigation state's front screen, when it is in the content: its bar is the window's.
  var frontScreen: ElementID?

  init(
    styling: TextStyling, width: Int, height: Int, cache: LayoutCache, ancestry: ElementAncestry
  ) {
    self.styling = styling
    self.width = width
    self.height = height
    self.cache = cache
    self.ancestry = ancestry
  }

  /// The columns content uses: one for the focus marker and a gap before, one for scroll
  /// indicators after.
  var contentColumns: Range<Int> { 2..<max(3, width - 1) }

  /// Composes `elements`, updating `focus` to an element that exists and scrolling to it.
  func compose(_ elements: [Element], focus: inout FocusState, status: String?) -> Frame {
    cache.beginFrame(
      signature: LayoutCache.Signature(
        width: width, styling: styling, onlyTabChrome: onlyTabChrome))
    var pass = layOut(elements, for: focus)
    // The front-most screen's focus memory: another screen lays out again for its focus.
    let planned = focus
    focus.enter(screen: pass.layout.chromeScreen?.id)
    focus.forgetScreens { isLive($0, in: elements) }
    if !Self.searchesAlike(focus, planned) { pass = layOut(elements, for: focus) }

    // The bar's items, laid out on their own so every pass below keeps them.
    var barLayout = ContentLayout(styling: styling, width: contentColumns.count)
    barLayout.frontScreen = frontScreen
    let bar =
      pass.layout.chromeScreen.map { barLayout.barContent(of: $0, width: width) } ?? BarContent()
    var chrome = Chrome(composer: self, bar: bar, layout: pass.layout, focus: focus)
    if let request = scrollRequest, let target = request.target,
      bringIntoView(
        target, anchor: request.anchor, in: elements, focus: &focus,
        viewportRows: chrome.viewportRows)
    {
      pass = layOut(elements, for: focus)
    }

    // Focus order: top bar, content, bottom bar; each in reading order.
    let top = chrome.top.sorted { Self.start($0.value) < Self.start($1.value) }.map(\.key)
    var bottom: [ElementID] = []
    var seen = Set(top).union(pass.plan.events.map(\.id))
    for targets in [chrome.bottomBar, chrome.accessory, chrome.tabs] {
      for id in targets.sorted(by: { Self.start($0.value) < Self.start($1.value) }).map(\.key)
      where seen.insert(id).inserted {
        bottom.append(id)
      }
    }

    if focus.focused.map({ !seen.contains($0) }) ?? true {
      if case .preferred = pass.plan.search {
      } else {
        pass = layOut(elements, for: focus, search: .preferred)
      }
      let plan = pass.plan
      let preferred = (plan.found ?? plan.firstOfAll).map { plan.events[$0].id }
      focus.focus(preferred ?? top.first ?? bottom.first)
      // Its lines and neighbours, as for any focused element, unless this pass has them.
      if preferred != nil, plan.found == nil || !plan.foundIsCounted {
        pass = layOut(elements, for: focus)
      }
    }

    var offset = scroll(&focus, pass: pass, viewportRows: chrome.viewportRows)
    if !pass.plan.hasCells(for: offset.window) {
      // The window moved to lines this pass did not lay out (the content got shorter, or the
      // focus went above the window).
      pass = layOut(elements, for: focus)
      offset = scroll(&focus, pass: pass, viewportRows: chrome.viewportRows)
    }
    let focusables = pass.layout.focusables.merging(barLayout.focusables) { content, _ in content }

    for row in 0..<chrome.viewportRows {
      guard let cells = pass.plan.cells(at: focus.scrollOffset + row) else { continue }
      chrome.buffer.setRow(chrome.rowsAbove + row, cells: cells)
    }
    let dimStyle = CellStyle(dim: true)
    if focus.scrollOffset > 0 {
      chrome.buffer.write("▲", row: chrome.rowsAbove, column: width - 1, style: dimStyle)
    }
    if offset.canScrollDown {
      chrome.buffer.write(
        "▼", row: chrome.rowsAbove + chrome.viewportRows - 1, column: width - 1, style: dimStyle)
    }

    if let focused = focus.focused, showsFocus {
      let editing = focus.isEditing(focusables[focused])
      highlight(
        focused, in: &chrome.buffer, top: chrome.top,
        bottom: [
          (height - chrome.rowsBelow, chrome.bottomBar), (chrome.accessoryRow, chrome.accessory),
          (chrome.tabRow, chrome.tabs),
        ],
        content: pass.plan.targets(of: focused), rowsAbove: chrome.rowsAbove,
        viewportRows: chrome.viewportRows, scrollOffset: focus.scrollOffset,
        editing: editing ? (focus.cursor, focusables[focused]) : nil)
    }

    if showsHint && height >= 8 {
      let hint =
        status ?? hintText(for: focus.focused.flatMap { focusables[$0] }, focus: focus)
      chrome.buffer.write(hint, row: height - 1, column: 1, style: dimStyle)
    }

    let around = focus.focused.map { neighbours(of: $0, top: top, pass.plan, bottom) }
    let layout = pass.layout
    return Frame(
      buffer: chrome.buffer, elements: focusables, barOrder: top, bottomOrder: bottom,
      previous: around?.previous, next: around?.next,
      isPager: layout.tabBar?.isPager ?? false, canScrollDown: offset.canScrollDown,
      hasFocusables: focus.focused != nil, source: elements, composer: self)
  }

  /// One layout of the content, and the plan it followed.
  struct Pass {
    var layout: ContentLayout
    var plan: LayoutPlan
  }

  /// Lays out `elements` for a window at `focus`'s scroll offset, looking for `search` (by
  /// default the focused element, or the one to focus first).
  func layOut(_ elements: [Element], for focus: FocusState, search: LayoutPlan.Search? = nil)
    -> Pass
  {
    let search = search ?? focus.focused.map { .element($0) } ?? .preferred
    var path: Set<ElementID> = []
    if case .element(let id) = search { path = ancestry.path(to: id) }
    var plan = LayoutPlan(
      search: search, windowStart: focus.scrollOffset, windowRows: height,
      isPinned: focus.pinsScroll, focusPath: path, width: width, columns: contentColumns)
    plan.start(in: elements)
    var layout = ContentLayout(styling: styling, width: contentColumns.count, cache: cache)
    layout.onlyTabChrome = onlyTabChrome
    layout.frontScreen = frontScreen
    layout.plan = plan
    for element in elements {
      layout.block(element, ContentLayout.Context())
      if path.contains(element.id) { layout.plan?.passedPath() }
    }
    let followed = layout.plan ?? plan
    cache.count(followed)
    return Pass(layout: layout, plan: followed)
  }

  /// Whether two focus states look for the same element in the same window.
  private static func searchesAlike(_ a: FocusState, _ b: FocusState) -> Bool {
    a.focused == b.focused && a.scrollOffset == b.scrollOffset && a.pinsScroll == b.pinsScroll
  }

  /// Whether the screen `id` is in `elements`: a screen of any stack there, covered or not.
  private func isLive(_ id: ElementID, in elements: [Element]) -> Bool {
    !ancestry.path(to: id).isDisjoint(with: elements.map(\.id))
  }

  /// Where the window is after scrolling.
  struct Offset {
    var start: Int
    var rows: Int
    /// The content's lines, when all were counted.
    var total: Int?

    var canScrollDown: Bool { total.map { start < $0 - rows } ?? true }

    /// The lines of the content the window shows.
    var window: Range<Int> { start..<min(start + rows, max(start, total ?? .max)) }
  }

  /// Scrolls so the focused element is in view, unless the user scrolled away from it; keeps
  /// the offset within the content.
  private func scroll(_ focus: inout FocusState, pass: Pass, viewportRows: Int) -> Offset {
    if let focused = focus.focused, !focus.pinsScroll {
      let rows = pass.plan.targets(of: focused).map(\.row)
      if let first = rows.min(), let last = rows.max() {
        if first < focus.scrollOffset { focus.scrollOffset = first }
        if last >= focus.scrollOffset + viewportRows {
          focus.scrollOffset = min(first, last - viewportRows + 1)
        }
      }
    }
    let total = pass.plan.skippedAfterFull == 0 ? pass.layout.lineCount : nil
    focus.scrollOffset = max(0, focus.scrollOffset)
    if let total { focus.scrollOffset = min(focus.scrollOffset, max(0, total - viewportRows)) }
    return Offset(start: focus.scrollOffset, rows: viewportRows, total: total)
  }

  /// Scrolls so that `target`'s lines show at `anchor` (as little as shows them when nil) and
  /// focuses the first element in it a user can focus; false when it is not in this content.
  private func bringIntoView(
    _ target: ElementID, anchor: UnitPoint?, in elements: [Element], focus: inout FocusState,
    viewportRows: Int
  ) -> Bool {
    let path = ancestry.path(to: target)
    guard elements.contains(where: { path.contains($0.id) }) else { return false }
    var layout = ContentLayout(styling: styling, width: contentColumns.count)
    layout.onlyTabChrome = onlyTabChrome
    layout.frontScreen = frontScreen
    layout.marked = target
    for element in elements { layout.block(element, ContentLayout.Context()) }
    guard var lines = layout.markedLines else { return false }
    // A section starts with the blank line that parts it from what is above.
    while lines.count > 1, layout.lines[lines.lowerBound].spans.isEmpty {
      lines = lines.lowerBound + 1..<lines.upperBound
    }
    let ancestry = self.ancestry
    let inside = firstInContent(of: elements) { ancestry.path(to: $0.id).contains(target) }
    if let inside { focus.focus(inside) }
    let rows = max(1, viewportRows)
    var start = focus.scrollOffset
    if let anchor {
      // 0 puts the target's first line at the top, 1 its last at the bottom.
      start = lines.lowerBound - Int((Double(rows - lines.count) * anchor.y).rounded())
    } else if lines.lowerBound < start {
      start = lines.lowerBound
    } else if lines.upperBound > start + rows {
      start = max(lines.lowerBound, lines.upperBound - rows)
    }
    focus.scrollOffset = max(0, start)
    // Without an element to focus there, the window stays where the request put it.
    focus.pinsScroll = inside == nil
    return true
  }

  /// The elements before and after `id` in focus order.
  private func neighbours(
    of id: ElementID, top: [ElementID], _ plan: LayoutPlan, _ bottom: [ElementID]
  ) -> (previous: Neighbour?, next: Neighbour?) {
    let events = plan.events.map(\.id)
    if let index = top.firstIndex(of: id) {
      let next = index + 1 < top.count ? top[index + 1] : events.first ?? bottom.first
      return (index > 0 ? .element(top[index - 1]) : nil, next.map(Neighbour.element))
    }
    if let index = bottom.firstIndex(of: id) {
      let previous: Neighbour =
        index > 0 ? .element(bottom[index - 1]) : .lastInContent(fallback: top.last)
      return (previous, index + 1 < bottom.count ? .element(bottom[index + 1]) : nil)
    }
    guard let index = plan.found, events[index] == id else { return (nil, nil) }
    let previous = index > 0 ? events[index - 1] : top.last
    let next = index + 1 < events.count ? events[index + 1] : bottom.first
    return (previous.map(Neighbour.element), next.map(Neighbour.element))
  }

  /// The first focusable element of the content that passes `test`, laid out from the top.
  func firstInContent(of elements: [Element], where test: @escaping (Element) -> Bool)
    -> ElementID?
  {
    let plan = layOut(elements, for: FocusState(), search: .first(where: test)).plan
    return plan.found.map { plan.events[$0].id }
  }

  /// The last focusable element of the content.
  func lastInContent(of elements: [Element]) -> ElementID? {
    layOut(elements, for: FocusState(), search: .last).plan.events.last?.id
  }

  /// Where an element's text starts on a line: the start of its first run.
  nonisolated static func start(_ ranges: [Range<Int>]) -> Int { ranges.first?.lowerBound ?? 0 }
}
