import WaypointUI

/// Lays out a screen's content as lines of styled spans, top to bottom, and records which
/// elements can take focus, in reading order. With a plan, it lays out only what a frame needs
/// (see `LayoutPlan`); without one, all of it, kept in `lines`.
@MainActor
struct ContentLayout {
  /// What an element inherits from its ancestors.
  struct Context: Equatable {
    var style: CellStyle = .plain
    /// The focusable ancestor that text belongs to.
    var target: ElementID?
    var indent = 0
    /// Inside a list row or a bar, where buttons need no brackets and links show a chevron.
    var isInRow = false
    /// In a bar too narrow for words: labels show their icon alone, back buttons their chevron.
    var isIconOnly = false
    /// The selected tab's colour a tab bar's appearance asks for (`UITabBar.appearance()`).
    var selectedTint: TerminalColor?
    /// In a background, overlay or inset, which the terminal draws as lines beside what it
    /// decorates, never from frames.
    var isDecoration = false
    /// In a background drawn from frames, where a filled shape colours the cells behind the
    /// content instead of drawing dots.
    var isBehind = false
    /// How a drawn text's lines line up within its frame (`.multilineTextAlignment`).
    var textAlignment = TextAlignment.leading
  }

  let styling: TextStyling
  /// The columns available to the content.
  let width: Int
  /// Every line, when there is no plan (a panel measuring its content).
  private(set) var lines: [LayoutLine] = []
  /// The lines the content has up to where the layout is, those of skipped children included.
  var lineCount = 0
  /// What the last of those lines is.
  var lastLine = LineState.none
  /// What a frame needs; nil to lay out everything.
  var plan: LayoutPlan?
  /// The records of containers laid out before, which let the plan pass over children.
  let cache: LayoutCache?
  /// How many elements were laid out whose role can give the window its bar or tabs: a child
  /// that raised it depends on what came before it, so it is laid out again, never passed over.
  private(set) var chromeRoles = 0
  /// What happens to lines appended while an alert's texts or a placeholder's parts are laid out.
  private var adjustments: [LineAdjustment] = []
  /// The elements that can take focus, by id; their order is the order their spans appear.
  var focusables: [ElementID: Element] = [:]
  /// The screen whose bar becomes the window's bar: the navigation state's front screen when
  /// `frontScreen` names one in this content, else the top screen of the first stack.
  private(set) var chromeScreen: Element?
  /// The navigation state's front screen, when it is in this content.
  var frontScreen: ElementID?
  /// The first tab view's tabs, drawn on the window's bottom line; nil without a tab view.
  private(set) var tabBar: (spans: [Span], tabs: [Element], isPager: Bool, minimized: [Span]?)?
  /// The first tab view's bottom accessory, drawn above its tabs.
  private(set) var tabAccessory: [Span]?
  /// Lays out a tab view's bar and accessory only (its content is drawn in panes elsewhere).
  var onlyTabChrome = false
  /// An element whose lines the layout notes (the target of a scroll request).
  var marked: ElementID?
  /// The lines `marked` takes, once laid out.
  private(set) var markedLines: Range<Int>?

  init(styling: TextStyling, width: Int, cache: LayoutCache? = nil) {
    self.styling = styling
    self.width = max(1, width)
    self.cache = cache
  }

  // MARK: Blocks

  /// Appends the lines of `element`, with its decorations: backgrounds and leading insets
  /// before it, overlays and trailing insets after it (a terminal cannot stack them).
  mutating func block(_ element: Element, _ context: Context) {
    guard element.offScreenReason == nil else { return }
    if element.id == marked {
      let start = lineCount
      defer { markedLines = start..<max(lineCount, start + 1) }
      blockWithDecorations(element, context)
    } else {
      blockWithDecorations(element, context)
    }
  }

  /// Notes where `element` is when it is the marked one, laid out within a line.
  mutating func noteInline(_ element: Element) {
    if element.id == marked, markedLines == nil { markedLines = lineCount..<lineCount + 1 }
  }

  private mutating func blockWithDecorations(_ element: Element, _ context: Context) {
    let holdsFocus = plan?.enter(element) ?? false
    defer { if holdsFocus { plan?.leave() } }
    if !context.isDecoration, Self.drawsFromFrames(element) {
      frameBlock(element, context)
      return
    }
    let decorations = Self.shownDecorations(of: element)
    guard !decorations.isEmpty else {
      blockContent(element, context)
      return
    }
    // A decorated element that fits on one line takes its decorations into that line.
    if let spans = inline(element, context) {
      emit(spans, context)
      return
    }
    var decorationContext = context
    decorationContext.isDecoration = true
    for decoration in decorations where Self.drawsBefore(decoration) {
      children(of: decoration, decorationContext)
    }
    blockContent(element, context)
    for decoration in decorations where !Self.drawsBefore(decoration) {
      children(of: decoration, decorationContext)
    }
  }

  /// The decorations drawn with `element`: all but its mask, which only clips it.
  static func shownDecorations(of element: Element) -> [Element] {
    element.decorations.filter { decoration in
      if case .decoration(let info) = decoration.role, case .mask = info.kind {
        false
      } else {
        true
      }
    }
  }

  /// Whether a decoration goes before its element: backgrounds, and insets on the top or
  /// leading edge.
  static func drawsBefore(_ decoration: Element) -> Bool {
    guard case .decoration(let info) = decoration.role else { return false }
    switch info.kind {
    case .background: return true
    case .overlay, .mask: return false
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
    if Self.canSetChrome(element.role) { chromeRoles += 1 }
    // A picture alone on its line takes a block of lines where the terminal draws pictures.
    if styling.drawsPictures, pictureBlock(element, context) { return }
    switch element.role {
    case .navigationStack:
      guard let top = element.contentChildren.last(where: { $0.offScreenReason == nil }) else {
        break
      }
      // The element looked for is on a covered screen, which is not drawn.
      if let path = plan?.focusPath, path.contains(element.id), !path.contains(top.id) {
        plan?.passedPath()
      }
      if chromeScreen == nil, frontScreen.map({ $0 == top.id }) ?? true {
        chromeScreen(top, context)
      } else {
        block(top, context)
      }
    case .screen:
      // A screen shown on its own (a split view's column) has its bar as the window's.
      if chromeScreen == nil, lineCount == 0, frontScreen.map({ $0 == element.id }) ?? true {
        chromeScreen(element, context)
      } else {
        nestedScreen(element, context)
      }
    case .layer(let info) where info.kind == .alert || info.kind == .confirmationDialog:
      choice(element, context)
    case .splitView, .column, .tabContent:
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
      let context = tinted(context, by: info.appearance)
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
    case .layout, .grid, .scroll:
      children(of: element, context)
    case .viewThatFits:
      if let first = element.contentChildren.first { block(first, context) }
    case .divider:
      let rule = String(repeating: "─", count: max(1, width - context.indent))
      append(LayoutLine(indent: context.indent, spans: [span(rule, dim(context.style), context)]))
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

  mutating func children(of element: Element, _ context: Context) {
    forEachChild(of: element, .children, context) { layout, child in layout.block(child, context) }
  }

  private mutating func list(_ element: Element, _ context: Context) {
    forEachChild(of: element, .list, context) { layout, child in
      if case .section = child.role {
        layout.block(child, context)
      } else {
        var rowContext = context
        rowContext.indent += 2
        layout.block(child, rowContext)
      }
    }
  }

  private mutating func section(_ element: Element, _ context: Context) {
    if lastLine == .text { append(.blank) }
    forEachChild(of: element, .section, context) { layout, child in
      guard child.offScreenReason == nil else { return }
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
      layout.block(child, childContext)
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
    forEachChild(of: screen, .chromeScreen, context) { layout, child in
      if case .navigationBar = child.role { return }
      layout.block(child, context)
    }
  }

  private mutating func nestedScreen(_ element: Element, _ context: Context) {
    guard element.offScreenReason == nil else { return }
    forEachChild(of: element, .nestedScreen, context) { layout, child in
      if case .navigationBar(let info) = child.role {
        if let title = info.title, !title.isEmpty {
          var style = context.style
          style.bold = true
          layout.emit([layout.span(title, style, context)], context)
        }
      } else {
        layout.block(child, context)
      }
    }
  }

  // MARK: Lines

  /// Appends `spans` as one line, or as several when plain text is wider than the content.
  mutating func emit(_ spans: [Span], _ context: Context) {
    guard !spans.isEmpty else { return }
    let available = max(1, width - context.indent)
    if spans.contains(where: \.isFlexible) || spans.width <= available {
      append(LayoutLine(indent: context.indent, spans: spans))
    } else {
      for wrapped in TextWrapping.wrap(spans, width: available) {
        append(LayoutLine(indent: context.indent, spans: wrapped))
      }
    }
  }

  /// Appends one line of the content: to the plan, which places it if the frame needs it, or
  /// to `lines`.
  mutating func append(_ line: LayoutLine) {
    var line = line
    for adjustment in adjustments {
      switch adjustment {
      case .centred: line.isCentred = true
      case .centredByIndent: line.indent = max(line.indent, (width - line.spans.width) / 2)
      }
    }
    if plan == nil {
      lines.append(line)
    } else {
      plan?.take(line, number: lineCount, focusables: focusables)
    }
    lineCount += 1
    lastLine = line.spans.isEmpty ? .blank : .text
  }

  /// Lays out with `adjustment` applied to the lines `body` appends.
  mutating func adjusting(_ adjustment: LineAdjustment, _ body: (inout ContentLayout) -> Void) {
    adjustments.append(adjustment)
    body(&self)
    adjustments.removeLast()
  }

  /// Whether laying out an element of `role` reads or sets the window's bar or tabs.
  static func canSetChrome(_ role: Role) -> Bool {
    switch role {
    case .navigationStack, .screen, .tabBar, .tabAccessory: true
    default: false
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
