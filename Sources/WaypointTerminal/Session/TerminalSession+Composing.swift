import WaypointUI

/// Composing the window: the content in one pane or side by side, then each modal layer.
extension TerminalSession {
  /// Where elements are in the runtime's tree, for the composers.
  var ancestry: ElementAncestry {
    ElementAncestry { [runtime] id in runtime.parent(of: id)?.id }
  }

  /// Lays the tree out again when the runtime reports changed elements or the session changed
  /// something of its own; otherwise the last frame stands.
  func composeIfNeeded() {
    noticeCopy()
    // Frames first: geometric content is drawn where the layout pass placed it, and a geometry
    // reader's content made again for its size is among the changes.
    if let scene = runtime.scenes.first { runtime.layOut(scene) }
    let changed = changes.takeChanges()
    guard frame == nil || needsCompose || !changed.isEmpty else { return }
    needsCompose = false
    pendingScroll = runtime.newestScrollRequest(among: changed, after: handledScrollSerial)
    if let pendingScroll { handledScrollSerial = pendingScroll.serial }
    defer { pendingScroll = nil }
    // The window shows the first scene: its content, then each modal layer over the one below.
    let (content, layers) = Self.layered(runtime.scenes.first?.elements ?? [])
    composeContent(content)
    composeLayers(layers)
    if let saved = focusToRestore {
      focusToRestore = nil
      restoreFocus(saved)
      composeIfNeeded()
    }
  }

  /// Splits a scene's top-level elements into its content (with non-modal layers) and its
  /// modal layers, each with the non-modal layers presented above it.
  static func layered(_ elements: [Element]) -> (content: [Element], layers: [[Element]]) {
    var content: [Element] = []
    var layers: [[Element]] = []
    for element in elements {
      if case .layer(let info) = element.role, info.isModal {
        layers.append([element])
      } else if layers.isEmpty {
        content.append(element)
      } else {
        layers[layers.count - 1].append(element)
      }
    }
    return (content, layers)
  }

  /// Draws each modal layer as a panel over the dimmed window; the front-most takes the keys,
  /// and the focus beneath stays where it was, to return to when the layer goes.
  func composeLayers(_ layers: [[Element]]) {
    frontLayer = nil
    frontLayerIsChoice = false
    dismissibleLayer = nil
    guard !layers.isEmpty else {
      layerPanes = [:]
      return
    }
    var buffer = composed ?? ScreenBuffer(width: width, height: height)
    let showsHint = height >= 8
    let rows = max(1, height - (showsHint ? 1 : 0))
    let isCompact = TerminalRenderer.sizeClass(forWidth: width) == .compact
    var panes: [ElementID: Pane] = [:]
    for (index, group) in layers.enumerated() {
      guard let layer = group.first, case .layer(let info) = layer.role else { continue }
      buffer.dimAll()
      let isFront = index == layers.count - 1
      let panel = PresentationPanel.place(
        info, width: width, rows: rows, isCompact: isCompact,
        natural: {
          FrameComposer.naturalSize(of: group, styling: styling, width: max(1, width - 4))
        })
      var pane = layerPanes[layer.id] ?? Pane(column: layer.id)
      var composer = FrameComposer(
        styling: styling, width: panel.inner.width, height: panel.inner.height, cache: pane.cache,
        ancestry: ancestry)
      composer.showsHint = false
      composer.showsFocus = isFront
      composer.scrollRequest = pendingScroll
      if isFront { composer.frontScreen = frontScreen(in: group) }
      let frame = composer.compose(group, focus: &pane.focus, status: nil)
      pane.frame = frame
      panes[layer.id] = pane
      panel.draw(frame.buffer, in: &buffer)
      if isFront {
        frontLayer = layer.id
        frontLayerIsChoice = info.kind == .alert || info.kind == .confirmationDialog
        dismissibleLayer = layer.actions.contains(.dismiss) ? layer : nil
        if showsHint {
          let focused = pane.focus.focused.flatMap { frame.elements[$0] }
          let escape =
            backButton != nil ? "back" : dismissibleLayer != nil ? "close" : nil
          let hint =
            status ?? composer.hintText(for: focused, focus: pane.focus, escape: escape)
          buffer.setRow(height - 1, cells: Array(repeating: .blank, count: width))
          buffer.write(hint, row: height - 1, column: 1, style: CellStyle(dim: true))
        }
      }
    }
    layerPanes = panes
    composed = buffer
  }

  /// Lays out the scene's content: one pane, a split view's columns, or a tab sidebar and tab.
  func composeContent(_ shown: [Element]) {
    if let split = shown.first, case .splitView = split.role {
      composeColumns(of: split)
      return
    }
    if let tabView = shown.first, let split = Self.splitViewInTab(of: tabView) {
      // A split view in a tab: its columns side by side, the tab bar below them.
      var composer = FrameComposer(
        styling: styling, width: width, height: 4, cache: footerCache, ancestry: ancestry)
      composer.showsHint = false
      composer.showsFocus = false
      composer.onlyTabChrome = true
      var footerFocus = FocusState()
      let footer = composer.compose([tabView], focus: &footerFocus, status: nil)
      composeColumns(of: split, footer: footer.buffer)
      return
    }
    if let tabs = shown.first, let sidebar = Self.tabSidebar(of: tabs) {
      // A tab view in its sidebar form: the tabs in a column beside the selected tab.
      composePanes([
        PaneContent(id: sidebar.id, info: ColumnInfo(column: .sidebar), elements: [sidebar]),
        PaneContent(
          id: tabs.id, info: ColumnInfo(column: .detail),
          elements: tabs.contentChildren.filter { $0.id != sidebar.id }),
      ])
      return
    }
    if panes.count != 1 || panes[0].column != nil {
      panes = [Pane()]
      focusedPane = 0
    }
    var composer = FrameComposer(
      styling: styling, width: width, height: height, cache: panes[0].cache, ancestry: ancestry)
    composer.scrollRequest = pendingScroll
    composer.frontScreen = frontScreen(in: shown)
    panes[0].frame = composer.compose(shown, focus: &panes[0].focus, status: status)
    composed = panes[0].frame?.buffer
  }

  /// A tab view's tab bar when it is a sidebar.
  static func tabSidebar(of element: Element) -> Element? {
    guard case .tabView = element.role,
      let bar = element.contentChildren.first(where: {
        if case .tabBar = $0.role { true } else { false }
      }),
      case .tabBar(let info) = bar.role, info.form == .sidebar
    else { return nil }
    return bar
  }

  /// The split view a tab view in its bar form shows as its selected tab, if any.
  static func splitViewInTab(of element: Element) -> Element? {
    guard case .tabView = element.role, tabSidebar(of: element) == nil,
      let content = element.contentChildren.first(where: { $0.role == .tabContent })
    else { return nil }
    return content.contentChildren.first { if case .splitView = $0.role { true } else { false } }
  }

  /// Lays a split view's visible columns side by side, above `footer`'s non-blank rows.
  func composeColumns(of split: Element, footer: ScreenBuffer? = nil) {
    composePanes(
      footer: footer,
      split.contentChildren.filter { $0.offScreenReason == nil }.map { column in
        let info: ColumnInfo =
          if case .column(let info) = column.role { info } else { ColumnInfo(column: .detail) }
        return PaneContent(id: column.id, info: info, elements: Array(column.contentChildren))
      })
  }

  /// Lays panes side by side (a split view's columns, a tab sidebar and its tab), each with its
  /// own bar and focus, with a rule between them and one hint line below.
  func composePanes(footer: ScreenBuffer? = nil, _ columns: [PaneContent]) {
    let infos = columns.map(\.info)
    let focusedColumn = panes[focusedPane].column
    let wasOneStack = focusedColumn == nil && panes[focusedPane].frame != nil
    panes = columns.map { column in
      panes.first { $0.column == column.id } ?? Pane(column: column.id)
    }
    let keptFocus = panes.firstIndex { $0.column == focusedColumn }
    focusedPane = keptFocus ?? 0
    let showsHint = height >= 8
    // The footer's rows from its first one with something drawn (the tab bar's rule).
    var footerRows: [[Cell]] = []
    if let footer {
      let first = footer.rows.firstIndex { row in row.contains { $0.character != " " } }
      footerRows = Array(footer.rows[(first ?? footer.rows.count)...])
    }
    let paneHeight = max(1, height - (showsHint ? 1 : 0) - footerRows.count)
    var buffer = ScreenBuffer(width: width, height: height)
    var left = 0
    for (index, width) in ColumnLayout.widths(of: infos, total: width).enumerated() {
      var composer = FrameComposer(
        styling: styling, width: width, height: paneHeight, cache: panes[index].cache,
        ancestry: ancestry)
      composer.showsFocus = index == focusedPane
      composer.showsHint = false
      composer.keepsBarRows = true
      composer.scrollRequest = pendingScroll
      let frame = composer.compose(columns[index].elements, focus: &panes[index].focus, status: nil)
      panes[index].frame = frame
      buffer.place(frame.buffer, atColumn: left)
      left += width
      if index < columns.count - 1 {
        for row in 0..<paneHeight {
          buffer.write("│", row: row, column: left, style: CellStyle(dim: true))
        }
        left += 1
      }
    }
    // Columns that were one stack (the window widened) focus the trailing one with something to
    // focus, where the user was in the stack; at launch the sidebar has the focus.
    if keptFocus == nil, wasOneStack,
      let trailing = panes.lastIndex(where: { $0.frame?.hasFocusables == true }),
      trailing != focusedPane
    {
      focusedPane = trailing
      composePanes(footer: footer, columns)
      return
    }
    for (offset, row) in footerRows.enumerated() { buffer.setRow(paneHeight + offset, cells: row) }
    if showsHint {
      let hint = status ?? "tab column · ↑/↓ move · enter select · esc back · q quit"
      buffer.write(hint, row: height - 1, column: 1, style: CellStyle(dim: true))
    }
    composed = buffer
  }

  /// The navigation state's front screen, when it is among `elements` (the content, or the
  /// front-most layer): the screen whose bar is the window's title line.
  func frontScreen(in elements: [Element]) -> ElementID? {
    guard let front = runtime.scenes.first?.frontScreenElement else { return nil }
    let path = ancestry.path(to: front.id)
    return elements.contains { path.contains($0.id) } ? front.id : nil
  }
}
