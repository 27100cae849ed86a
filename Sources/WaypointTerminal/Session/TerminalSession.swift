import Foundation
import WaypointUI

/// The terminal renderer's state for one window: the runtime it shows, the focus, and the
/// screen last sent, so that each update sends only what changed.
@MainActor
public final class TerminalSession {
  /// The runtime shown.
  public let runtime: ViewRuntime
  /// This session's place in the runtime's change feed.
  private let changes: ElementChangeReader
  /// The window's size in columns and rows.
  public private(set) var width: Int
  /// See `width`.
  public private(set) var height: Int
  private let styling: TextStyling
  /// What the window shows side by side: one pane, or a split view's visible columns.
  private var panes = [Pane()]
  /// The pane the keys act in.
  private var focusedPane = 0
  /// The whole window, as last composed.
  private var composed: ScreenBuffer?
  /// The tabs of a tab bar drawn below panes (a split view in a tab), for the number keys.
  private var windowTabs: [Element] = []
  /// The layout records of that tab bar's composer.
  private let footerCache = LayoutCache()
  /// The front-most presented layer, when the user may dismiss it (Esc).
  private var dismissibleLayer: Element?
  /// The presented modal layers' panels, each with its own focus, by layer.
  private var layerPanes: [ElementID: Pane] = [:]
  /// The front-most modal layer, which the keys act in while it is presented.
  private var frontLayer: ElementID?
  /// Whether the front-most layer is an alert or a dialog, whose buttons sit in a row.
  private var frontLayerIsChoice = false
  /// What the terminal shows now: the last frame sent.
  private var shown: ScreenBuffer?
  /// Set when something other than the tree changed (focus, size, a message).
  private var needsCompose = true
  /// Where the focus was when the scene was last saved, put back at the first frame.
  private var focusToRestore: SavedFocus?
  /// The pasteboard's change count last seen, and text copied since, for the terminal's
  /// clipboard.
  private var pasteboardChanges: Int
  private var pendingCopy: String?
  var status: String?
  /// The newest `ScrollViewProxy` request acted on, and one to act on in the next frame.
  private var handledScrollSerial = 0
  private var pendingScroll: ScrollRequest?

  /// The width from which the window counts as regular rather than compact.
  public static let regularWidth = 90

  /// Creates a session showing `runtime` in a window of the given size.
  public init(runtime: ViewRuntime, width: Int, height: Int, usesColor: Bool) {
    self.runtime = runtime
    changes = runtime.makeChangeReader()
    self.width = max(1, width)
    self.height = max(1, height)
    styling = TextStyling(usesColor: usesColor)
    focusToRestore = SavedFocus(data: runtime.scenes.first?.rendererState)
    lastSavedFocus = focusToRestore
    pasteboardChanges = runtime.pasteboard.changeCount
    applySizeClass()
  }

  /// Called after an update the session did not ask for (a task or a model changed state).
  public var onUnrequestedUpdate: (@MainActor () -> Void)? {
    get { changes.onUpdate }
    set { changes.onUpdate = newValue }
  }

  /// The screen as the window shows it after the latest update.
  public var screen: ScreenBuffer {
    composeIfNeeded()
    return composed ?? ScreenBuffer(width: width, height: height)
  }

  /// The bytes that bring the terminal up to date: the whole screen the first time and after a
  /// resize, then only the cells that changed; empty when nothing did.
  public func output() -> [UInt8] {
    composeIfNeeded()
    guard let buffer = composed else { return [] }
    defer { shown = buffer }
    // Text the app copied goes to the terminal's clipboard (OSC 52, where the terminal allows).
    var bytes: [UInt8] = []
    if let copy = pendingCopy {
      pendingCopy = nil
      bytes = Array("\u{1B}]52;c;\(Data(copy.utf8).base64EncodedString())\u{07}".utf8)
    }
    guard let shown else { return bytes + FrameWriter.full(buffer) }
    return bytes + FrameWriter.changes(from: shown, to: buffer)
  }

  /// Notices a copy since the last look: the terminal's clipboard gets it, the bottom line says so.
  private func noticeCopy() {
    let changes = runtime.pasteboard.changeCount
    guard changes != pasteboardChanges else { return }
    pasteboardChanges = changes
    guard let text = runtime.pasteboard.string else { return }
    pendingCopy = text
    status = "Copied: " + text
    needsCompose = true
  }

  /// The children laid out and the lines placed by the last frame of the pane the keys act in:
  /// what tests count to show a frame lays out what it shows, not all there is.
  var lastFrameLayout: (children: Int, lines: Int) {
    composeIfNeeded()
    let cache = frontLayer.flatMap { layerPanes[$0]?.cache } ?? panes[focusedPane].cache
    return (cache.childrenLaidOut, cache.linesPlaced)
  }

  /// Changes the window's size; the next output is a whole screen.
  public func resize(width: Int, height: Int) {
    let width = max(1, width)
    let height = max(1, height)
    guard width != self.width || height != self.height else { return }
    self.width = width
    self.height = height
    shown = nil
    needsCompose = true
    applySizeClass()
  }

  /// Makes the next output a whole screen (the terminal was given back and taken again).
  public func redrawAll() {
    shown = nil
    needsCompose = true
  }

  /// What a key asked the app to do.
  public enum KeyOutcome: Sendable, Equatable {
    /// Keep running.
    case handled
    /// The user asked to quit.
    case quit
  }

  /// Acts on a key: moves the focus, activates, edits, goes back or quits; lets the app settle
  /// after anything it did.
  public func handle(_ key: Key) async -> KeyOutcome {
    defer { saveFocus() }
    return await act(on: key)
  }

  /// Saves where the focus is with the scene, when it moved: a relaunch puts it back.
  private func saveFocus() {
    composeIfNeeded()
    guard let scene = runtime.scenes.first else { return }
    let pane = panes[focusedPane]
    guard let id = pane.focus.focused, let element = pane.frame?.elements[id] else { return }
    let saved = SavedFocus(
      pane: focusedPane, label: element.label, scrollOffset: pane.focus.scrollOffset)
    guard saved != lastSavedFocus else { return }
    lastSavedFocus = saved
    scene.rendererState = saved.data
  }

  /// The focus last saved, so a key that moves nothing encodes nothing.
  private var lastSavedFocus: SavedFocus?

  /// Moves the focus to the element it was on when the scene was saved, if it is there.
  private func restoreFocus(_ saved: SavedFocus) {
    guard panes.indices.contains(saved.pane), let frame = panes[saved.pane].frame,
      let id = Self.firstFocusable(in: frame, where: { $0.label == saved.label })
    else { return }
    focusedPane = saved.pane
    panes[saved.pane].focus.focus(id)
    panes[saved.pane].focus.scrollOffset = saved.scrollOffset
    needsCompose = true
  }

  private func act(on key: Key) async -> KeyOutcome {
    composeIfNeeded()
    status = nil
    needsCompose = true
    if let typed = urlPrompt {
      await prompt(typed, key)
      return key == .interrupt ? .quit : .handled
    }
    let focused = focus.focused.flatMap { frame?.elements[$0] }
    if let focused, focus.isEditing(focused) {
      guard case .textField(_, let text, _) = focused.role else { return .handled }
      switch key {
      case .interrupt: return .quit
      case .escape: focus.editingLeft = focused.id
      case .enter:
        focus.editingLeft = focused.id
        if focused.actions.contains(.submit) { await perform(.submit, on: focused) }
      case .up: moveFocus(by: -1)
      case .down, .tab: moveFocus(by: 1)
      default: await edit(focused, text: text, with: key)
      }
      return .handled
    }
    let showsColumns = panes.count > 1 && frontLayer == nil
    switch key {
    case .interrupt, .character("q"): return .quit
    case .up, .character("k"): moveFocus(by: -1)
    case .down, .character("j"): moveFocus(by: 1)
    case .tab where showsColumns: focusedPane = (focusedPane + 1) % panes.count
    case .backTab where showsColumns: focusedPane = (focusedPane + panes.count - 1) % panes.count
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .enter, .character(" "):
      guard let focused else { break }
      await activate(focused)
      // Choosing a row of a leading column shows its choice in the next one: go there.
      if showsColumns, focusedPane + 1 < panes.count, Self.choosesRow(focused) {
        focusedPane += 1
      }
    case .character(let digit) where digit.isASCII && digit.isNumber:
      // 1 to 9 pick a tab of the tab bar; the selected one again pops it to its root.
      guard let tabs = windowTabs.isEmpty ? frame?.tabs : windowTabs,
        let number = digit.wholeNumberValue,
        tabs.indices.contains(number - 1)
      else { break }
      await perform(.tap, on: tabs[number - 1])
    case .left where frontLayerIsChoice, .right where frontLayerIsChoice:
      // An alert's buttons are in a row.
      moveFocus(by: key == .right ? 1 : -1)
    case .left where frame?.isPager == true && frame?.backButton == nil,
      .right where frame?.isPager == true:
      await turnTab(by: key == .right ? 1 : -1)
    case .delete:
      // A row of a ForEach with onDelete.
      if let focused, focused.actions.contains(.delete) { await perform(.delete, on: focused) }
    case .character("m"):
      // The focused element's context menu, when it has one.
      if let focused, focused.actions.contains(.showContextMenu) {
        await perform(.showContextMenu, on: focused)
      }
    case .character("/"):
      // The search field of the window (a search tab's), ready to type into.
      if let frame,
        let field = Self.firstFocusable(
          in: frame,
          where: { element in
            if case .textField(let title, _, _) = element.role { title == "Search" } else { false }
          })
      {
        var focus = self.focus
        focus.focus(field)
        focus.editingLeft = nil
        self.focus = focus
      }
    case .character(":"):
      // A URL to open, typed on the bottom line, as a deep link from outside would arrive.
      urlPrompt = ""
      status = Self.promptLine("")
    case .character("["), .character("]"):
      await turnTab(by: key == .character("]") ? 1 : -1)
    case .control, .alt:
      await pressShortcut(for: key)
    case .escape where await pressShortcut(.cancelAction):
      // A control with `.keyboardShortcut(.cancelAction)` (a sheet's Cancel) takes Esc.
      break
    case .escape, .backspace, .left:
      if let back = frame?.backButton {
        await perform(.tap, on: back)
      } else if showsColumns, focusedPane > 0 {
        focusedPane -= 1
      } else if key == .escape, let layer = dismissibleLayer {
        // At the root of a presented layer, Esc is the user's dismiss.
        await perform(.dismiss, on: layer)
      }
    default:
      break
    }
    return .handled
  }

  /// The URL being typed after `:`, while the prompt is open.
  private var urlPrompt: String?

  private static func promptLine(_ typed: String) -> String { "open URL: " + typed + "▏" }

  /// A key while the URL prompt is open: text edits it, Enter opens it, Esc closes it.
  private func prompt(_ typed: String, _ key: Key) async {
    switch key {
    case .character(let character):
      urlPrompt = typed + String(character)
    case .backspace:
      urlPrompt = String(typed.dropLast())
    case .escape, .interrupt:
      urlPrompt = nil
      return
    case .enter:
      urlPrompt = nil
      guard let url = URL(string: typed.trimmingCharacters(in: .whitespaces)), url.scheme != nil
      else {
        status = "not a URL: \(typed.prefix(60))"
        return
      }
      runtime.open(url)
      await runtime.settle()
      return
    default:
      break
    }
    status = Self.promptLine(urlPrompt ?? "")
  }

  /// Selects the tab `step` places after the selected one, wrapping around.
  private func turnTab(by step: Int) async {
    guard let tabs = windowTabs.isEmpty ? frame?.tabs : windowTabs, !tabs.isEmpty else { return }
    let selected =
      tabs.firstIndex { if case .tab(let info) = $0.role { info.isSelected } else { false } } ?? 0
    await perform(.tap, on: tabs[(selected + step + tabs.count) % tabs.count])
  }

  /// Whether activating `element` picks something for the next column: a link or a row.
  private static func choosesRow(_ element: Element) -> Bool {
    switch element.role {
    case .link, .row, .tab: true
    default: false
    }
  }

  /// The frame and focus the keys act on: the front-most layer's, else the focused pane's.
  private var frame: Frame? {
    if let frontLayer { return layerPanes[frontLayer]?.frame }
    return panes[focusedPane].frame
  }
  private var focus: FocusState {
    get {
      if let frontLayer { return layerPanes[frontLayer]?.focus ?? FocusState() }
      return panes[focusedPane].focus
    }
    set {
      if let frontLayer {
        layerPanes[frontLayer]?.focus = newValue
      } else {
        panes[focusedPane].focus = newValue
      }
    }
  }

  // MARK: Acting

  private func activate(_ element: Element) async {
    if case .textField = element.role {
      focus.editingLeft = nil
      return
    }
    let action: ElementAction? =
      if element.actions.contains(.tap) { .tap } else if element.actions.contains(.toggle) {
        .toggle
      } else if element.actions.contains(.select) { .select } else { nil }
    guard let action else { return }
    await perform(action, on: element)
  }

  private func edit(_ field: Element, text: String, with key: Key) async {
    var characters = Array(text)
    var cursor = min(focus.cursor ?? characters.count, characters.count)
    switch key {
    case .character(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .backspace:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .left:
      focus.cursor = max(0, cursor - 1)
      return
    case .right:
      focus.cursor = min(characters.count, cursor + 1)
      return
    default:
      return
    }
    focus.cursor = cursor
    await perform(.setText(String(characters)), on: field)
  }

  func perform(_ action: ElementAction, on element: Element) async {
    do {
      try runtime.perform(action, on: element)
    } catch {
      status = error.description
    }
    await runtime.settle()
  }

  private func moveFocus(by step: Int) {
    guard let frame else { return }
    var target: ElementID?
    switch step > 0 ? frame.next : frame.previous {
    case .element(let id)?: target = id
    case .lastInContent(let fallback)?:
      target = frame.composer.lastInContent(of: frame.source) ?? fallback
    case nil: break
    }
    guard let target else {
      // Past the first or last element, the arrows scroll to show the text beyond it.
      let offset = focus.scrollOffset
      focus.scrollOffset =
        step > 0 ? (frame.canScrollDown ? offset + 1 : offset) : max(0, offset - 1)
      focus.pinsScroll = true
      return
    }
    focus.focus(target)
  }

  /// The first focusable element of `frame` in focus order that passes `test`: in the bar, the
  /// content (laid out from its top until one is found), or the bottom rows.
  private static func firstFocusable(in frame: Frame, where test: @escaping (Element) -> Bool)
    -> ElementID?
  {
    let passes = { (id: ElementID) in frame.elements[id].map(test) ?? false }
    return frame.barOrder.first(where: passes)
      ?? frame.composer.firstInContent(of: frame.source, where: test)
      ?? frame.bottomOrder.first(where: passes)
  }

  /// Where elements are in the runtime's tree, for the composers.
  private var ancestry: ElementAncestry {
    ElementAncestry { [runtime] id in runtime.parent(of: id)?.id }
  }

  // MARK: Composing

  /// Lays the tree out again when the runtime reports changed elements or the session changed
  /// something of its own; otherwise the last frame stands.
  private func composeIfNeeded() {
    noticeCopy()
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
  private static func layered(_ elements: [Element]) -> (content: [Element], layers: [[Element]]) {
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
  private func composeLayers(_ layers: [[Element]]) {
    frontLayer = nil
    frontLayerIsChoice = false
    dismissibleLayer = nil
    guard !layers.isEmpty else {
      layerPanes = [:]
      return
    }
    windowTabs = []
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
            frame.backButton != nil ? "back" : dismissibleLayer != nil ? "close" : nil
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
  private func composeContent(_ shown: [Element]) {
    windowTabs = []
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
      windowTabs = footer.tabs
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
    panes[0].frame = composer.compose(shown, focus: &panes[0].focus, status: status)
    composed = panes[0].frame?.buffer
  }

  /// A tab view's tab bar when it is a sidebar.
  private static func tabSidebar(of element: Element) -> Element? {
    guard case .tabView = element.role,
      let bar = element.contentChildren.first,
      case .tabBar(let info) = bar.role, info.form == .sidebar
    else { return nil }
    return bar
  }

  /// The split view a tab view in its bar form shows as its selected tab, if any.
  private static func splitViewInTab(of element: Element) -> Element? {
    guard case .tabView = element.role, tabSidebar(of: element) == nil else { return nil }
    return element.contentChildren.first { if case .splitView = $0.role { true } else { false } }
  }

  /// Lays a split view's visible columns side by side, above `footer`'s non-blank rows.
  private func composeColumns(of split: Element, footer: ScreenBuffer? = nil) {
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
  private func composePanes(footer: ScreenBuffer? = nil, _ columns: [PaneContent]) {
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

  private func applySizeClass() {
    let sizeClass = TerminalRenderer.sizeClass(forWidth: width)
    if runtime.horizontalSizeClass != sizeClass { runtime.horizontalSizeClass = sizeClass }
    // The window in points, as the split view's widths count them: 8 a column, 20 a row.
    let size = CGSize(width: width * 8, height: height * 20)
    if runtime.sceneSize != size { runtime.sceneSize = size }
  }
}

/// What one pane shows: a split view's column, or a tab view's sidebar or selected tab.
private struct PaneContent {
  let id: ElementID
  let info: ColumnInfo
  let elements: [Element]
}

/// One area of the window with its own focus: the whole window, or a split view's column.
private struct Pane {
  /// The column shown, for a split view's column.
  var column: ElementID?
  var focus = FocusState()
  var frame: Frame?
  /// What its layouts keep from frame to frame.
  let cache = LayoutCache()
}
