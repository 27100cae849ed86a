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
  }

  let styling: TextStyling
  /// The columns available to the content.
  let width: Int
  private(set) var lines: [LayoutLine] = []
  /// The elements that can take focus, by id; their order is the order their spans appear.
  private(set) var focusables: [ElementID: Element] = [:]
  /// The top screen of the first navigation stack: its bar becomes the window's bar.
  private(set) var chromeScreen: Element?

  init(styling: TextStyling, width: Int) {
    self.styling = styling
    self.width = max(1, width)
  }

  // MARK: Blocks

  /// Appends the lines of `element`.
  mutating func block(_ element: Element, _ context: Context) {
    guard !element.isHidden else { return }
    var context = context
    context.style = styling.style(of: element, inheriting: context.style)
    if isFocusable(element) {
      focusables[element.id] = element
      context.target = element.id
    }
    switch element.role {
    case .navigationStack:
      guard let top = element.children.last(where: { !$0.isCoveredScreen }) else { break }
      if chromeScreen == nil {
        chromeScreen = top
        for child in top.children {
          if case .navigationBar = child.role { continue }
          block(child, context)
        }
      } else {
        block(top, context)
      }
    case .screen:
      nestedScreen(element, context)
    case .navigationBar, .color, .shape, .spacer:
      break
    case .list:
      list(element, context)
    case .section:
      section(element, context)
    case .row:
      row(element, context)
    case .stack(let layout) where layout.axis == .horizontal:
      if let spans = inline(element, context) {
        emit(spans, context)
      } else {
        children(of: element, context)
      }
    case .stack, .grid, .scroll:
      children(of: element, context)
    case .viewThatFits:
      if let first = element.children.first { block(first, context) }
    case .divider:
      let rule = String(repeating: "─", count: max(1, width - context.indent))
      lines.append(
        LayoutLine(indent: context.indent, spans: [span(rule, dim(context.style), context)]))
    case .contentUnavailable:
      contentUnavailable(element, context)
    default:
      if let spans = inline(element, context) {
        emit(spans, context)
      } else {
        children(of: element, context)
      }
    }
  }

  private mutating func children(of element: Element, _ context: Context) {
    for child in element.children { block(child, context) }
  }

  private mutating func list(_ element: Element, _ context: Context) {
    for child in element.children {
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
    for child in element.children where !child.isHidden {
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
  private mutating func nestedScreen(_ element: Element, _ context: Context) {
    guard !element.isCoveredScreen else { return }
    for child in element.children {
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
    for (index, child) in element.children.enumerated() where !child.isHidden {
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

  // MARK: Inline content

  /// The spans of `element` when it fits on one line of flowing text, or nil when it is a block.
  mutating func inline(_ element: Element, _ context: Context) -> [Span]? {
    guard !element.isHidden else { return [] }
    var context = context
    context.style = styling.style(of: element, inheriting: context.style)
    if isFocusable(element) {
      focusables[element.id] = element
      context.target = element.id
    }
    let style = context.style
    switch element.role {
    case .text(let text):
      return text.isEmpty ? [] : [span(text, style, context)]
    case .image(let name):
      return SymbolGlyphs.glyph(for: name).map { [span($0, style, context)] } ?? []
    case .spacer:
      return [.flexible]
    case .color, .shape:
      return []
    case .label, .toolbarItem, .header, .footer, .row:
      return inlineChildren(of: element, context)
    case .stack(let layout):
      if layout.axis == .horizontal { return inlineChildren(of: element, context) }
      let visible = element.children.filter { !$0.isHidden }
      return visible.count <= 1 ? inlineChildren(of: element, context) : nil
    case .button(let role):
      guard var label = inlineChildren(of: element, context) else { return nil }
      if label.isEmpty {
        label = [span(element.label.isEmpty ? "•" : element.label, style, context)]
      }
      var buttonStyle = style
      if element.isEnabled {
        buttonStyle.foreground = role == .destructive ? styling.destructive : styling.accent
      }
      let tinted = label.map { labelSpan in
        var labelSpan = labelSpan
        if labelSpan.style.foreground == nil { labelSpan.style.foreground = buttonStyle.foreground }
        return labelSpan
      }
      if context.isInRow { return tinted }
      return [span("[", buttonStyle, context)] + tinted + [span("]", buttonStyle, context)]
    case .link:
      guard let label = inlineChildren(of: element, context) else { return nil }
      if context.isInRow && !label.contains(where: \.isFlexible) {
        return label + [.flexible, span("›", dim(style), context)]
      }
      return label + [span(" ›", style, context)]
    case .backButton:
      let label = inlineChildren(of: element, context) ?? []
      return [[span("‹", style, context)], label].joinedBySpaces(style: style)
    case .toggle(let isOn):
      let label = inlineChildren(of: element, context) ?? []
      return [[span(isOn ? "[x]" : "[ ]", style, context)], label].joinedBySpaces(style: style)
    case .textField(let title, let text, let prompt):
      return [textField(title: title, text: text, prompt: prompt, context)]
    case .progress(let value, let total):
      let label = inlineChildren(of: element, context) ?? []
      let bar = [span(progressBar(value: value, total: total), style, context)]
      return [label, bar].joinedBySpaces(style: style)
    default:
      return nil
    }
  }

  private mutating func inlineChildren(of element: Element, _ context: Context) -> [Span]? {
    var groups: [[Span]] = []
    for child in element.children {
      guard let childSpans = inline(child, context) else { return nil }
      groups.append(childSpans)
    }
    return groups.joinedBySpaces(style: context.style)
  }

  /// A text field: its text, or its prompt or title dimmed when empty, underlined to a width
  /// that shows it is editable.
  private func textField(title: String, text: String, prompt: String?, _ context: Context) -> Span {
    var style = context.style
    style.underline = true
    let fieldWidth = min(max(24, displayWidth(of: text) + 1), max(1, width - context.indent))
    var shown = text
    if text.isEmpty {
      shown = prompt ?? title
      style.dim = true
    }
    let padding = max(0, fieldWidth - displayWidth(of: shown))
    return span(shown + String(repeating: " ", count: padding), style, context)
  }

  private func progressBar(value: Double?, total: Double) -> String {
    guard let value, total > 0, value.isFinite, total.isFinite else { return "…" }
    let fraction = min(1, max(0, value / total))
    let filled = Int((fraction * 10).rounded())
    return String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled)
      + " \(Int((fraction * 100).rounded()))%"
  }

  // MARK: Lines

  /// Appends `spans` as one line, or as several when plain text is wider than the content.
  private mutating func emit(_ spans: [Span], _ context: Context) {
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

  private func span(_ text: String, _ style: CellStyle, _ context: Context) -> Span {
    Span(text: text, style: style, target: context.target)
  }

  private func dim(_ style: CellStyle) -> CellStyle {
    var style = style
    style.dim = true
    return style
  }

  /// Whether a user can move the focus to `element` and act on it.
  func isFocusable(_ element: Element) -> Bool {
    guard element.isEnabled, !element.actions.isEmpty else { return false }
    switch element.role {
    case .row:
      // A row is focusable only when selecting it is the action; a row holding a link or
      // button lets that take the focus.
      return element.actions.contains(.select)
    default:
      return true
    }
  }
}
