import Foundation

/// Takes all it is offered and shows one subview in it (a navigation stack's top screen); the
/// others are not placed.
struct OneChildLayout: Layout {
  var index: Int

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard subviews.indices.contains(index) else {
      return proposal.replacingUnspecifiedDimensions(by: .zero)
    }
    let shown = subviews[index].sizeThatFits(proposal)
    return CGSize(width: proposal.width ?? shown.width, height: proposal.height ?? shown.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    guard subviews.indices.contains(index) else { return }
    subviews[index].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
  }
}

/// A layout of chrome: bars over part of its bounds, content in the rest. The bars cover the
/// rest of the bounds, which views ignoring the safe area reach into.
protocol ChromeLayout: Layout {
  /// Where the content goes in `bounds`.
  func contentArea(in bounds: CGRect, subviews: Subviews) -> CGRect
}

/// A screen: its navigation bar across the top (when it has one), then its content stacked in
/// what is left, centred.
struct ScreenLayout: ChromeLayout {
  /// The bar's height, nil when the screen has no bar (its first subview is content).
  var barHeight: CGFloat?

  private func content(_ subviews: Subviews) -> Subviews {
    barHeight == nil ? subviews : subviews[subviews.startIndex + 1..<subviews.endIndex]
  }

  private func remaining(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max(0, $0 - (barHeight ?? 0)) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    // A screen takes what it is offered, its bar across it, whatever its content's size.
    let content = StackMath.size(
      content(subviews), proposal: remaining(proposal), axis: .vertical, spacing: nil)
    return CGSize(
      width: proposal.width ?? content.width,
      height: proposal.height ?? content.height + (barHeight ?? 0))
  }

  func contentArea(in bounds: CGRect, subviews: Subviews) -> CGRect {
    guard let barHeight, !subviews.isEmpty else { return bounds }
    return CGRect(
      x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
      height: max(0, bounds.height - barHeight))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    if let barHeight, let bar = subviews.first {
      bar.place(
        at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
    }
    let area = contentArea(in: bounds, subviews: subviews)
    let content = content(subviews)
    let size = StackMath.size(
      content, proposal: ProposedViewSize(area.size), axis: .vertical, spacing: nil)
    StackMath.place(
      content,
      in: CGRect(
        x: area.minX + (area.width - size.width) / 2,
        y: area.minY + (area.height - size.height) / 2,
        width: size.width, height: size.height), axis: .vertical, spacing: nil, fraction: 0.5)
  }
}

/// A navigation bar: as wide as it is offered and 44 points high for its buttons (a large
/// title's bar is taller, the title below them); the back button and leading items from the
/// leading edge, the other items from the trailing edge, each at its ideal size.
struct NavigationBarLayout: Layout {
  var leadingCount: Int

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 44)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let middle = bounds.minY + 22
    var leading = bounds.minX + 8
    for subview in subviews.prefix(leadingCount) {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(
        at: CGPoint(x: leading, y: middle), anchor: .leading, proposal: ProposedViewSize(size))
      leading += size.width + 8
    }
    var trailing = bounds.maxX - 16
    for subview in subviews.dropFirst(leadingCount).reversed() {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(
        at: CGPoint(x: trailing, y: middle), anchor: .trailing, proposal: ProposedViewSize(size))
      trailing -= size.width + 8
    }
  }
}

/// A split view's columns side by side: each column that set a width takes it (320 points for
/// a sidebar or content column that did not), the last takes what is left.
struct SplitColumnsLayout: Layout {
  var widths: [CGFloat?]

  private func columns(_ width: CGFloat) -> [CGFloat] {
    guard !widths.isEmpty else { return [] }
    var lengths = widths.dropLast().map { $0 ?? 320 }
    lengths.append(max(0, width - lengths.reduce(0, +)))
    return lengths
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    var x = bounds.minX
    for (subview, width) in zip(subviews, columns(bounds.width)) {
      subview.place(
        at: CGPoint(x: x, y: bounds.minY),
        proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}

/// A tab view: the selected tab's content fills what the bar leaves — a bar of tabs 49 points
/// high at the bottom (at regular width, 50 high and 100 a tab, floating at the top), a sidebar
/// 320 points wide at the leading edge, or page dots over the content — with the bottom
/// accessory, if any, at the bottom of the content.
struct TabViewLayout: ChromeLayout {
  /// Each subview's tab bar form, nil for what is not a tab bar.
  var forms: [TabBarInfo.Form?]
  var accessory: Int?
  var isRegularWidth: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  /// What the bars leave of `bounds`: the bar's height off the bottom (off the top at regular
  /// width, where it floats 6 points down), the sidebar's width off the leading edge.
  private func barsArea(in bounds: CGRect, subviews: Subviews) -> CGRect {
    var area = bounds
    for (index, form) in forms.enumerated() where subviews.indices.contains(index) {
      switch form {
      case .tabBar? where isRegularWidth:
        area.origin.y += 62
        area.size.height = max(0, area.height - 62)
      case .tabBar?: area.size.height = max(0, area.height - 49)
      case .sidebar?:
        area.origin.x += 320
        area.size.width = max(0, area.width - 320)
      case .pageIndicator?, nil: break
      }
    }
    return area
  }

  private func accessoryHeight(in area: CGRect, subviews: Subviews) -> CGFloat {
    guard let accessory, subviews.indices.contains(accessory) else { return 0 }
    return subviews[accessory].sizeThatFits(ProposedViewSize(width: area.width, height: nil))
      .height
  }

  func contentArea(in bounds: CGRect, subviews: Subviews) -> CGRect {
    var area = barsArea(in: bounds, subviews: subviews)
    area.size.height = max(0, area.height - accessoryHeight(in: area, subviews: subviews))
    return area
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    for (index, form) in forms.enumerated() {
      guard let form, subviews.indices.contains(index) else { continue }
      let bar = subviews[index]
      switch form {
      case .tabBar where isRegularWidth:
        // At regular width the bar floats over the top, as wide as its tabs, as on an iPad.
        let width = min(
          bounds.width, bar.sizeThatFits(ProposedViewSize(width: nil, height: 50)).width)
        bar.place(
          at: CGPoint(x: bounds.midX - width / 2, y: bounds.minY + 6),
          proposal: ProposedViewSize(width: width, height: 50))
      case .tabBar:
        bar.place(
          at: CGPoint(x: bounds.minX, y: bounds.maxY - 49),
          proposal: ProposedViewSize(width: bounds.width, height: 49))
      case .sidebar:
        bar.place(at: bounds.origin, proposal: ProposedViewSize(width: 320, height: bounds.height))
      case .pageIndicator:
        bar.place(
          at: CGPoint(x: bounds.midX, y: bounds.maxY - 26), anchor: .top,
          proposal: ProposedViewSize(width: nil, height: 26))
      }
    }
    let bars = barsArea(in: bounds, subviews: subviews)
    let area = contentArea(in: bounds, subviews: subviews)
    if let accessory, subviews.indices.contains(accessory) {
      subviews[accessory].place(
        at: CGPoint(x: bars.minX, y: area.maxY),
        proposal: ProposedViewSize(width: bars.width, height: nil))
    }
    for index in subviews.indices where index != accessory && forms[index] == nil {
      subviews[index].place(at: area.origin, proposal: ProposedViewSize(area.size))
    }
  }
}

/// A tab bar's tabs: equal widths across a bar, rows 44 points high down a sidebar, dots 8
/// points apart for a pager.
struct TabBarLayout: Layout {
  var form: TabBarInfo.Form

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    switch form {
    case .tabBar:
      CGSize(
        width: proposal.width ?? 100 * CGFloat(subviews.count), height: proposal.height ?? 49)
    case .sidebar:
      CGSize(
        width: proposal.width ?? 320,
        height: max(proposal.height ?? 0, 44 * CGFloat(subviews.count)))
    case .pageIndicator: CGSize(width: CGFloat(subviews.count) * 16, height: 26)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let count = CGFloat(max(1, subviews.count))
    for (offset, subview) in subviews.enumerated() {
      let position = CGFloat(offset)
      switch form {
      case .tabBar:
        let width = bounds.width / count
        subview.place(
          at: CGPoint(x: bounds.minX + position * width, y: bounds.minY),
          proposal: ProposedViewSize(width: width, height: bounds.height))
      case .sidebar:
        subview.place(
          at: CGPoint(x: bounds.minX, y: bounds.minY + position * 44),
          proposal: ProposedViewSize(width: bounds.width, height: 44))
      case .pageIndicator:
        subview.place(
          at: CGPoint(x: bounds.minX + position * 16 + 4, y: bounds.minY + 9),
          proposal: ProposedViewSize(width: 8, height: 8))
      }
    }
  }
}

/// A presented layer over its scene: an alert 270 points wide in the middle, a confirmation
/// dialog across the bottom, a sheet at its detent's height from the bottom (a card in the
/// middle at regular width), anything else over the whole scene. Its content is stacked inside.
struct LayerLayout: Layout {
  let info: LayerInfo
  let isRegularWidth: Bool

  init(_ info: LayerInfo, isRegularWidth: Bool) {
    self.info = info
    self.isRegularWidth = isRegularWidth
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let area: CGRect
    switch info.kind.rawValue {
    case "alert":
      let width = min(270, bounds.width)
      let height = StackMath.size(
        subviews, proposal: ProposedViewSize(width: width, height: nil), axis: .vertical,
        spacing: nil
      ).height
      area = CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    case "confirmationDialog":
      let width = max(0, bounds.width - 16)
      let height = StackMath.size(
        subviews, proposal: ProposedViewSize(width: width, height: nil), axis: .vertical,
        spacing: nil
      ).height
      area = CGRect(x: bounds.minX + 8, y: bounds.maxY - height - 8, width: width, height: height)
    case "sheet" where isRegularWidth:
      // At regular width a sheet is a card in the middle, as an iPad shows a form sheet: 540
      // by 620 points (a page, 704 wide), detents aside.
      let width = min(bounds.width - 40, info.sizing?.base == .page ? 704 : 540)
      let height = min(bounds.height - 40, 620)
      area = CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    case "menu", "contextMenu":
      // A menu is as tall as its items (up to the scene's height) and as wide as an iPhone's
      // menus, in the middle: a renderer with popovers points it at its source instead.
      let width = min(250, max(0, bounds.width - 16))
      let height = min(
        max(0, bounds.height - 16),
        StackMath.size(
          subviews, proposal: ProposedViewSize(width: width, height: nil), axis: .vertical,
          spacing: nil
        ).height)
      area = CGRect(
        x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    case "sheet":
      let detent = info.selectedDetent ?? info.detents.last
      var height = bounds.height
      if let fraction = detent?.fraction { height = bounds.height * fraction }
      if let points = detent?.points { height = min(bounds.height, points) }
      area = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    default:
      area = bounds
    }
    StackMath.place(subviews, in: area, axis: .vertical, spacing: nil, fraction: 0.5)
  }
}
