import Foundation
import WaypointUI

/// What keys do: move the focus, activate, edit, go back, pick a tab, open a URL.
extension TerminalSession {
  func act(on key: Key) async -> KeyOutcome {
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
      let tabs = frontTabs
      guard let number = digit.wholeNumberValue,
        tabs.indices.contains(number - 1)
      else { break }
      await perform(.tap, on: tabs[number - 1])
    case .left where frontLayerIsChoice, .right where frontLayerIsChoice:
      // An alert's buttons are in a row.
      moveFocus(by: key == .right ? 1 : -1)
    case .left where frame?.isPager == true && backButton == nil,
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
          in: frame, where: { $0.attributes.contains(.searchField) })
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
      if let back = backButton {
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

  static func promptLine(_ typed: String) -> String { "open URL: " + typed + "▏" }

  /// A key while the URL prompt is open: text edits it, Enter opens it, Esc closes it.
  func prompt(_ typed: String, _ key: Key) async {
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
  func turnTab(by step: Int) async {
    let tabs = frontTabs
    guard !tabs.isEmpty else { return }
    let selected =
      tabs.firstIndex { if case .tab(let info) = $0.role { info.isSelected } else { false } } ?? 0
    await perform(.tap, on: tabs[(selected + step + tabs.count) % tabs.count])
  }

  /// Whether activating `element` picks something for the next column: a link or a row.
  static func choosesRow(_ element: Element) -> Bool {
    switch element.role {
    case .link, .row, .tab: true
    default: false
    }
  }

  // MARK: Acting

  func activate(_ element: Element) async {
    if case .textField = element.role {
      focus.editingLeft = nil
      return
    }
    guard let action = element.primaryAction else { return }
    await perform(action, on: element)
  }

  func edit(_ field: Element, text: String, with key: Key) async {
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

  func moveFocus(by step: Int) {
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
  static func firstFocusable(in frame: Frame, where test: @escaping (Element) -> Bool)
    -> ElementID?
  {
    let passes = { (id: ElementID) in frame.elements[id].map(test) ?? false }
    return frame.barOrder.first(where: passes)
      ?? frame.composer.firstInContent(of: frame.source, where: test)
      ?? frame.bottomOrder.first(where: passes)
  }

  /// What ← and Esc tap to go back: the scene's back button, its front screen's, as every
  /// renderer finds it.
  var backButton: Element? { runtime.scenes.first?.backButton }

  /// The tabs of the front-most tab bar the user can reach, as the navigation state finds it
  /// (a tab view in a sheet while the sheet is up), for the number keys and [ ].
  var frontTabs: [Element] {
    let bar = runtime.scenes.first?.frontTabBar
    return bar?.contentChildren.filter { if case .tab = $0.role { true } else { false } } ?? []
  }
}
