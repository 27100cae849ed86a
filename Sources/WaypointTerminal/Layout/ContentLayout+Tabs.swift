import WaypointUI

/// A tab view's sidebar, a pager's dots and a tab bar's colours.
extension ContentLayout {
  /// A tab view's sidebar: its tabs as rows, under their sections' headers.
  mutating func tabSidebar(_ element: Element, _ context: Context) {
    var section: String?
    for tab in element.contentChildren {
      guard case .tab(let info) = tab.role else {
        // A header or footer the app gave the sidebar.
        if lineCount > 0 { append(.blank) }
        children(of: tab, context)
        continue
      }
      if info.section != section, let header = info.section {
        if lineCount > 0 { append(.blank) }
        var headerContext = context
        headerContext.style.dim = true
        headerContext.style.bold = true
        emit([span(header, headerContext.style, headerContext)], headerContext)
      }
      section = info.section
      var rowContext = context
      rowContext.indent += info.section == nil ? 0 : 2
      rowContext.isInRow = true
      emit(inline(tab, rowContext) ?? [], rowContext)
    }
  }

  /// A pager's dot for one page: filled for the page shown.
  mutating func pageDot(_ tab: Element, _ context: Context) -> [Span] {
    guard case .tab(let info) = tab.role else { return [] }
    focusables[tab.id] = tab
    var context = context
    context.target = tab.id
    return [span(info.isSelected ? "●" : "○", context.style, context)]
  }

  /// `context` with a tab bar's appearance (`UITabBar.appearance()`): the unselected tabs'
  /// colour as its style, the selected tab's as its tint.
  func tinted(_ context: Context, by appearance: ControlAppearance?) -> Context {
    guard let appearance else { return context }
    var context = context
    context.selectedTint = appearance.tintColor.flatMap(styling.terminalColor(for:))
    if let unselected = appearance.secondaryTintColor {
      context.style.foreground = styling.terminalColor(for: unselected)
    }
    return context
  }
}
