import WaypointUI

/// What a navigation bar shows, grouped by where it goes: the back button and leading items,
/// the title (or a principal item), trailing items, and bottom-bar items.
struct BarContent: Equatable {
  var leading: [Span] = []
  var center: [Span] = []
  var trailing: [Span] = []
  var bottom: [Span] = []

  /// Whether the bar shows anything at the top of the window.
  var hasTopRow: Bool { !leading.isEmpty || !center.isEmpty || !trailing.isEmpty }

  /// Whether the top row fits in `width` columns with its margins and gaps.
  func fits(in width: Int) -> Bool {
    let parts = [leading, center, trailing].filter { !$0.isEmpty }
    return parts.map(\.width).reduce(2, +) + 2 * max(0, parts.count - 1) <= width
  }
}

extension ContentLayout {
  /// The bar of `screen` for a window `width` columns wide, laid out with the same rules as the
  /// content; when its words do not fit, items with an icon show the icon alone and the back
  /// button its chevron, so the title keeps its room.
  mutating func barContent(of screen: Element, width: Int) -> BarContent {
    let full = barContent(of: screen, isIconOnly: false)
    guard !full.fits(in: width) else { return full }
    return barContent(of: screen, isIconOnly: true)
  }

  private mutating func barContent(of screen: Element, isIconOnly: Bool) -> BarContent {
    var content = BarContent()
    guard let bar = screen.navigationBar, case .navigationBar(let info) = bar.role else {
      return content
    }
    let context = Context(
      style: .plain, target: nil, indent: 0, isInRow: true, isIconOnly: isIconOnly)
    var principal: [Span] = []
    for item in bar.children where item.offScreenReason == nil {
      let spans = inline(item, context) ?? []
      guard !spans.isEmpty else { continue }
      switch item.role {
      case .backButton:
        content.leading = Self.appendItem(spans, to: content.leading)
      case .toolbarItem(let itemInfo):
        switch Self.position(of: itemInfo.placement) {
        case .leading: content.leading = Self.appendItem(spans, to: content.leading)
        case .principal: principal += spans
        case .trailing: content.trailing = Self.appendItem(spans, to: content.trailing)
        case .bottom: content.bottom = Self.appendItem(spans, to: content.bottom)
        case .hidden: break
        }
      default:
        content.trailing = Self.appendItem(spans, to: content.trailing)
      }
    }
    if !principal.isEmpty {
      content.center = principal
    } else if let title = info.title, !title.isEmpty {
      var titleStyle = CellStyle(bold: true)
      // The terminal draws titles inline, in the colour `UINavigationBar.appearance()` gave them.
      if let color = info.appearance?.titleColor ?? info.appearance?.largeTitleColor {
        titleStyle.foreground = styling.terminalColor(for: color)
      }
      content.center = [Span(text: title, style: titleStyle, target: nil)]
    }
    return content
  }

  private enum Position { case leading, principal, trailing, bottom, hidden }

  private static func position(of placement: ToolbarItemPlacement) -> Position {
    switch placement {
    case _ where placement.isLeadingInBar: .leading
    case .principal, .title, .largeTitle, .subtitle, .largeSubtitle: .principal
    case .bottomBar, .status: .bottom
    case .keyboard: .hidden
    default: .trailing
    }
  }

  /// Items in a bar are two columns apart, without flexible gaps of their own.
  private static func appendItem(_ item: [Span], to spans: [Span]) -> [Span] {
    let item = item.filter { !$0.isFlexible }
    guard !spans.isEmpty else { return item }
    return spans + [Span(text: "  ", style: .plain, target: nil)] + item
  }
}
