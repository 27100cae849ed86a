import WaypointUI

/// Lays out a screen's content as lines of styled spans, top to bottom, and records which
/// elements can take focus, in reading order.
struct ContentLayout {
  /// What an element inherits from its ancestors.
  struct Context {
    var style: CellStyle = .plain
    /// The focusable ancestor that text belongs to.
    var target: ElementID?
    var indent = 0
    /// Inside a list row or a bar, where buttons need no brackets and links show a chevron.
    var isInRow = false
    /// In a bar too narrow for words: labels show their icon alone, back buttons their chevron.
    var isIconOnly = false
  }

  let styling: TextStyling
  /// The columns available to the content.
  let width: Int
  var lines: [LayoutLine] = []
  /// The elements that can take focus, by id; their order is the order their spans appear.
  var focusables: [ElementID: Element] = [:]
  /// The top screen of the first navigation stack: its bar becomes the window's bar.
  private(set) var chromeScreen: Element?
  /// The first tab view's tabs, drawn on the window's bottom line; nil without a tab view.
  private(set) var tabBar: (spans: [Span], tabs: [Element], isPager: Bool, minimized: [Span]?)?
  /// The first tab view's bottom accessory, drawn above its tabs.
  private(set) var tabAccessory: [Span]?
  /// Lays out a tab view's bar and accessory only (its content is drawn in panes elsewhere).
  var onlyTabChrome = false

  init(styling: TextStyling, width: Int) {
    self.styling = styling
    self.width = max(1, width)
  }

  // MARK: Blocks

  /// Appends the lines of `element`, with its decorations: backgrounds and leading insets
  /// before it, overlays and trailing insets after it (a terminal cannot stack them).
  mutating func block(_ element: Element, _ context: Context) {
    guard element.offScreenReason == nil else { return }
    let decorations = element.decorations
    guard !decorations.isEmpty else {
      blockContent(element, context)
      return
    }
    // A decorated element that fits on one line takes its decorations into that line.
    if let spans = inline(element, context) {
      emit(spans, context)
      return
    }
    for decoration in decorations where Self.drawsBefore(decoration) {
      children(of: decoration, context)
    }
    blockContent(element, context)
    for decoration in decorations where !Self.drawsBefore(decoration) {
      children(of: decoration, context)
    }
  }

  /// Whether a decoration goes before its element: backgrounds, and insets on the top or
  /// leading edge.
  static func drawsBefore(_ decoration: Element) -> Bool {
    guard case .decoration(let info) = decoration.role else { return false }
    switch info.kind {
    case .background: return true
    case .overlay: return false
    case .safeAreaInset(let edge): return edge == .top || edge == .leading
    }
  }

  private mutating func blockContent(_ element: Element, _ context: Context) {
    var context = context
    context.style = styling.style(of: element, inheriting: context.style)
    if isFocusable(element) {
      focusables[element.id] = element
      context.target = element.id
    }
    switch element.role {
    case .navigationStack:
      guard let top = element.contentChildren.last(where: { $0.offScreenReason == nil }) else {
        break
      }
      if chromeScreen == nil {
        chromeScreen(top, context)
      } else {
        block(top, context)
      }
    case .screen:
      // A screen shown on its own (a split view's column) has its bar as the window's.
      if chromeScreen == nil, lines.isEmpty {
        chromeScreen(element, context)
      } else {
        nestedScreen(element, context)
      }
    case .layer(let info) where info.kind == .alert || info.kind == .confirmationDialog:
      choice(element, context)
    case .splitView, .column:
      // A split view below the window's top level shows its columns one after the other.
      children(of: element, context)
    case .tabView where onlyTabChrome:
      for child in element.contentChildren {
        switch child.role {
        case .tabBar, .tabAccessory: block(child, context)
        default: continue
        }
      }
    case .tabAccessory where tabAccessory == nil:
      var accessoryContext = context
      accessoryContext.isInRow = true
      tabAccessory = inlineChildren(of: element, accessoryContext) ?? []
    case .tabBar(let info) where info.form == .sidebar:
      tabSidebar(element, context)
    case .tabBar(let info):
      let tabs = Array(element.contentChildren)
      var spans: [Span] = []
      for tab in tabs {
        if !spans.isEmpty {
          spans.append(
            Span(text: info.form == .pageIndicator ? " " : "   ", style: .plain, target: nil))
        }
        spans += info.form == .pageIndicator ? pageDot(tab, context) : inline(tab, context) ?? []
      }
      if tabBar == nil {
        // Minimized, the bar shows the selected tab alone.
        let selected = tabs.first {
          if case .tab(let tab) = $0.role { tab.isSelected } else { false }
        }
        let minimized =
          info.minimizeBehavior == .onScrollDown ? selected.flatMap { inline($0, context) } : nil
        tabBar = (spans, tabs, info.form == .pageIndicator, minimized)
      } else {
        emit(spans, context)
      }
    case .navigationBar, .color, .shape, .spacer:
      break
    case .list:
      list(element, context)
    case .section:
      section(element, context)
    case .row:
      row(element, context)
    case .stack(let layout) where layout.axis != .horizontal:
      children(of: element, context)
    case .grid, .scroll:
      children(of: element, context)
    case .viewThatFits:
      if let first = element.contentChildren.first { block(first, context) }
    case .divider:
      let rule = String(repeating: "─", count: max(1, width - context.indent))
      lines.append(
        LayoutLine(indent: context.indent, spans: [span(rule, dim(context.style), context)]))
    case .contentUnavailable:
      contentUnavailable(element, context)
    default:
      // Text-like content, a horizontal stack or a control: one flowing line when it fits.
      if let spans = inline(element, context) {
        emit(spans, context)
      } else {
        children(of: element, context)
      }
    }
  }

  /// A tab view's sidebar: its tabs as rows, under their sections' headers.
  private mutating func tabSidebar(_ element: Element, _ context: Context) {
    var section: String?
    for tab in element.contentChildren {
      guard case .tab(let info) = tab.role else {
        // A header or footer the app gave the sidebar.
        if !lines.isEmpty { lines.append(.blank) }
        children(of: tab, context)
        continue
      }
      if info.section != section, let header = info.section {
        if !lines.isEmpty { lines.append(.blank) }
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
  private mutating func pageDot(_ tab: Element, _ context: Context) -> [Span] {
    guard case .tab(let info) = tab.role else { return [] }
    focusables[tab.id] = tab
    var context = context
    context.target = tab.id
    return [span(info.isSelected ? "●" : "○", context.style, context)]
  }

  private mutating func children(of element: Element, _ context: Context) {
    for child in element.contentChildren { block(child, context) }
  }

  private mutating func list(_ element: Element, _ context: Context) {
    for child in element.contentChildren {
      if case .section = child.role {
        block(child, context)
      } else {
        var rowContext = context
        rowContext.indent += 2
        block(child, rowContext)
      }
    }
  }

  private mutating func section(_ element: Element, _ context: Context) {
    if lines.last.map({ !$0.spans.isEmpty }) ?? false { lines.append(.blank) }
    for child in element.contentChildren where child.offScreenReason == nil {
      var childContext = context
      switch child.role {
      case .header:
        childContext.style.dim = true
        childContext.style.bold = true
      case .footer:
        childContext.style.dim = true
        childContext.indent += 2
      default:
        childContext.indent += 2
      }
      block(child, childContext)
    }
  }

  private mutating func row(_ element: Element, _ context: Context) {
    var context = context
    context.isInRow = true
    guard var spans = inline(element, context) else {
      children(of: element, context)
      return
    }
    if case .row(let isSelected) = element.role, isSelected {
      if !spans.contains(where: \.isFlexible) { spans.append(.flexible) }
      spans.append(span("✓", context.style, context))
    }
    emit(spans, context)
  }

  /// A navigation stack inside the content: its top screen's title as a heading, then its content.
  /// Lays out a screen whose bar the window shows: its content only.
  private mutating func chromeScreen(_ screen: Element, _ context: Context) {
    chromeScreen = screen
    for child in screen.contentChildren {
      if case .navigationBar = child.role { continue }
      block(child, context)
    }
  }

  private mutating func nestedScreen(_ element: Element, _ context: Context) {
    guard element.offScreenReason == nil else { return }
    for child in element.contentChildren {
      if case .navigationBar(let info) = child.role {
        if let title = info.title, !title.isEmpty {
          var style = context.style
          style.bold = true
          emit([span(title, style, context)], context)
        }
      } else {
        block(child, context)
      }
    }
  }

  private mutating func contentUnavailable(_ element: Element, _ context: Context) {
    lines.append(.blank)
    for (index, child) in element.contentChildren.enumerated() where child.offScreenReason == nil {
      var childContext = context
      if index == 0 { childContext.style.bold = true }
      if index == 1 { childContext.style.dim = true }
      let start = lines.count
      block(child, childContext)
      for line in start..<lines.count {
        let free = width - lines[line].spans.width
        lines[line].indent = max(lines[line].indent, free / 2)
      }
    }
  }

  // MARK: Lines

  /// Appends `spans` as one line, or as several when plain text is wider than the content.
  mutating func emit(_ spans: [Span], _ context: Context) {
    guard !spans.isEmpty else { return }
    let available = max(1, width - context.indent)
    if spans.contains(where: \.isFlexible) || spans.width <= available {
      lines.append(LayoutLine(indent: context.indent, spans: spans))
    } else {
      for wrapped in TextWrapping.wrap(spans, width: available) {
        lines.append(LayoutLine(indent: context.indent, spans: wrapped))
      }
    }
  }

  func span(_ text: String, _ style: CellStyle, _ context: Context) -> Span {
    Span(text: text, style: style, target: context.target)
  }

  func dim(_ style: CellStyle) -> CellStyle {
    var style = style
    style.dim = true
    return style
  }

  /// Whether a user can move the focus to `element` and act on it.
  func isFocusable(_ element: Element) -> Bool {
    guard element.isEnabled, !element.actions.isEmpty else { return false }
    switch element.role {
    case .layer:
      // A layer's dismiss is Esc's; the focus goes to what it shows.
      return false
    case .row:
      // A row is focusable only when selecting it is the action; a row holding a link or
      // button lets that take the focus.
      return element.actions.contains(.select)
        && !element.contentChildren.contains(where: isFocusable)
    default:
      return true
    }
  }
}
