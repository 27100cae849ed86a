import WaypointUI

extension ContentLayout {
  /// The spans of `element` when it fits on one line of flowing text, or nil when it is a block.
  /// Decorations that fit on the line go before or after it.
  mutating func inline(_ element: Element, _ context: Context) -> [Span]? {
    guard element.offScreenReason == nil else { return [] }
    guard let own = inlineContent(element, context) else { return nil }
    let decorations = element.decorations
    guard !decorations.isEmpty else { return own }
    var before: [[Span]] = []
    var after: [[Span]] = []
    for decoration in decorations {
      guard let spans = inlineChildren(of: decoration, context) else { return nil }
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
    case .stack(let layout):
      if layout.axis == .horizontal { return inlineChildren(of: element, context) }
      let visible = element.contentChildren.filter { $0.offScreenReason == nil }
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
    case .tab(let info):
      var tabStyle = style
      if info.isSelected {
        tabStyle.bold = true
        tabStyle.underline = true
        tabStyle.foreground = styling.accent
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
