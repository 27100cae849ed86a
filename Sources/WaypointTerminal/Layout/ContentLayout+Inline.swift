import WaypointUI

extension ContentLayout {
  /// The spans of `element` when it fits on one line of flowing text, or nil when it is a block.
  /// Decorations that fit on the line go before or after it.
  mutating func inline(_ element: Element, _ context: Context) -> [Span]? {
    guard element.offScreenReason == nil else { return [] }
    if !context.isDecoration, Self.drawsFromFrames(element) {
      // Geometry one row tall is drawn within the line; taller, it is a block of its own.
      return drawnInline(element, context)
    }
    guard let own = inlineContent(element, context) else { return nil }
    noteInline(element)
    let decorations = Self.shownDecorations(of: element)
    guard !decorations.isEmpty else { return own }
    var before: [[Span]] = []
    var after: [[Span]] = []
    var decorationContext = context
    decorationContext.isDecoration = true
    for decoration in decorations {
      guard let spans = inlineChildren(of: decoration, decorationContext) else { return nil }
      if Self.drawsBefore(decoration) { before.append(spans) } else { after.append(spans) }
    }
    return (before + [own] + after).joinedBySpaces(style: context.style)
  }

  private mutating func inlineContent(_ element: Element, _ context: Context) -> [Span]? {
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
    case .image(.asset(let asset)) where styling.drawsPictures:
      return TerminalPicture.inline(element, asset: asset).map {
        [.picture($0, target: context.target)]
      } ?? []
    case .image(let name):
      return SymbolGlyphs.glyph(for: name).map { [span($0, style, context)] } ?? []
    case .spacer:
      return [.flexible]
    case .color, .shape:
      return []
    case .label where context.isIconOnly:
      let icons = element.contentChildren.filter {
        if case .image = $0.role { return true } else { return false }
      }
      guard !icons.isEmpty else { return inlineChildren(of: element, context) }
      return icons.flatMap { inline($0, context) ?? [] }
    case .label, .toolbarItem, .header, .footer, .row:
      return inlineChildren(of: element, context)
    case .gridRow:
      return gridRow(element, context)
    case .stack(let layout) where layout.axis == .horizontal:
      return inlineChildren(of: element, context)
    case .stack, .layout, .canvas:
      let visible = element.contentChildren.filter { $0.offScreenReason == nil }
      return visible.count <= 1 ? inlineChildren(of: element, context) : nil
    case .button:
      guard var label = inlineChildren(of: element, context) else { return nil }
      if label.isEmpty {
        label = [span(element.label.isEmpty ? "•" : element.label, style, context)]
      }
      var buttonStyle = style
      if element.isEnabled { buttonStyle.foreground = styling.actionColor(of: element) }
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
    case .tab(let info):
      var tabStyle = style
      if info.isSelected {
        tabStyle.bold = true
        tabStyle.underline = true
        tabStyle.foreground = context.selectedTint ?? styling.accent
      }
      var parts: [[Span]] = []
      if let image = info.image, let glyph = SymbolGlyphs.glyph(for: image) {
        parts.append([span(glyph, tabStyle, context)])
      }
      parts.append([span(info.title.isEmpty ? "Tab" : info.title, tabStyle, context)])
      if let badge = info.badge { parts.append([span("(\(badge))", tabStyle, context)]) }
      return parts.joinedBySpaces(style: tabStyle)
    case .backButton:
      let label = context.isIconOnly ? [] : inlineChildren(of: element, context) ?? []
      return [[span("‹", style, context)], label].joinedBySpaces(style: style)
    case .toggle(let isOn):
      let label = inlineChildren(of: element, context) ?? []
      return [[span(isOn ? "[x]" : "[ ]", style, context)], label].joinedBySpaces(style: style)
    case .textField(let title, let text, let prompt):
      let shown =
        element.attributes.contains(.secureText) ? String(repeating: "•", count: text.count) : text
      return [textField(title: title, text: shown, prompt: prompt, context)]
    case .progress(let value, let total):
      let label = inlineChildren(of: element, context) ?? []
      let bar = [span(progressBar(value: value, total: total), style, context)]
      return [label, bar].joinedBySpaces(style: style)
    default:
      return nil
    }
  }

  /// A grid's or table's row: each cell as wide as its `.frame` says (eight points a cell), the
  /// others in equal shares of what is left, cut with "…" when longer; so the cells of every row
  /// of the grid line up without measuring the other rows.
  private mutating func gridRow(_ element: Element, _ context: Context) -> [Span]? {
    let cells = element.contentChildren.filter { $0.offScreenReason == nil }
    guard !cells.isEmpty else { return [] }
    let gap = 2
    // Two columns stay free for a row's trailing mark (a selection's ✓, a link's ›).
    let available = max(cells.count, width - context.indent - 2 - gap * (cells.count - 1))
    let widths = Self.columnWidths(
      framed: cells.map { $0.framedWidth.map { max(1, ColumnLayout.cells($0)) } },
      available: available)
    var result: [Span] = []
    for (index, cell) in cells.enumerated() {
      guard let spans = inline(cell, context) else { return nil }
      let fitted = TextWrapping.truncated(spans.filter { !$0.isFlexible }, width: widths[index])
      result += fitted
      if index < cells.count - 1 {
        let padding = widths[index] - fitted.width + gap
        result.append(span(String(repeating: " ", count: padding), context.style, context))
      }
    }
    return result
  }

  /// The widths of a row's columns: framed ones as given, the rest sharing what is left equally
  /// (the first takes the remainder); all equal when the framed ones leave too little.
  static func columnWidths(framed: [Int?], available: Int) -> [Int] {
    let fixed = framed.compactMap { $0 }.reduce(0, +)
    let flexible = framed.filter { $0 == nil }.count
    guard fixed + flexible <= available, flexible > 0 || fixed <= available else {
      let share = available / max(1, framed.count)
      return framed.indices.map { $0 == 0 ? available - share * (framed.count - 1) : share }
    }
    let rest = available - fixed
    let share = flexible == 0 ? 0 : rest / flexible
    var leftover = rest - share * flexible
    return framed.map { width in
      if let width { return width }
      defer { leftover = 0 }
      return share + leftover
    }
  }

  mutating func inlineChildren(of element: Element, _ context: Context) -> [Span]? {
    var groups: [[Span]] = []
    for child in element.contentChildren {
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
}
