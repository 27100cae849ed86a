import Foundation

/// Where a text's lines sit, for the text baseline guides.
extension LayoutNode {
  /// The insets the layers around a text add, when they are padding, backgrounds and overlays
  /// only (which do not move the text otherwise); nil for another element, or a text another
  /// modifier places (its baselines are then its bottom edge).
  var textInsets: EdgeInsets? {
    guard case .text = element.role else { return nil }
    return paddingInsets
  }

  /// The insets the layers around the element's own view add, when they are padding,
  /// backgrounds and overlays only; nil when another layer places the view.
  var paddingInsets: EdgeInsets? {
    var insets = EdgeInsets()
    for layer in layers.dropFirst() {
      switch layer {
      case .content: continue
      case .wrapper(let layout, _):
        guard let padding = layout.layout as? PaddingLayout else { return nil }
        insets.top += padding.insets.top
        insets.leading += padding.insets.leading
        insets.bottom += padding.insets.bottom
        insets.trailing += padding.insets.trailing
      case .decoration(let info, _, _):
        if case .safeAreaInset = info.kind { return nil }
      case .ignoringSafeArea, .safeAreaPadding: return nil
      }
    }
    return insets
  }

  /// The first and last baselines of the text, offered `proposal` with `insets` around it:
  /// each line's ascent below its top.
  func textBaselines(_ proposal: ProposedViewSize, insets: EdgeInsets) -> (CGFloat, CGFloat)? {
    guard case .text(let text) = element.role else { return nil }
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    let lines = role.textLayout(text, inner)
    let first = insets.top + pass.metrics.ascent(of: lines.font)
    let last =
      first + CGFloat(max(0, lines.lines.count - 1)) * pass.metrics.lineHeight(of: lines.font)
    return (first, last)
  }
}

extension LayoutNode {
  /// The padding around a built-in stack with nothing else around it (no frame, no offset),
  /// whose baselines are its subviews', moved in by the padding.
  var plainStackInsets: EdgeInsets? {
    guard case .stack(let stack) = element.role, stack.axis != .depth, role.gridRows == nil
    else { return nil }
    return paddingInsets
  }

  /// The padding around a `ZStack` with nothing else around it, which passes its subviews'
  /// custom guides up, moved in by the padding.
  var plainDepthStackInsets: EdgeInsets? {
    guard case .stack(let stack) = element.role, stack.axis == .depth else { return nil }
    return paddingInsets
  }

  /// What the stack inside padding of `insets` is offered when the padded view is offered
  /// `proposal`.
  static func inner(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  /// A stack's baselines, offered `proposal`: a vertical stack's first is its first subview's
  /// and its last its last subview's, where they sit in it; a horizontal stack's are the
  /// highest first and lowest last of its subviews', on the line they are aligned on.
  func stackBaselines(_ proposal: ProposedViewSize) -> (CGFloat, CGFloat)? {
    guard case .stack(let stack) = element.role, !subviews.isEmpty else { return nil }
    let axis: Axis = stack.axis == .vertical ? .vertical : .horizontal
    let sizes = StackMath.sizes(subviews, proposal: proposal, axis: axis, spacing: stack.spacing)
    let offered = StackMath.proposals(sizes, proposal: proposal, axis: axis)
    let dimensions = zip(subviews, offered).map { $0.dimensions(in: $1) }
    if axis == .vertical {
      let gaps = StackMath.gaps(subviews, axis: .vertical, spacing: stack.spacing)
      let lastTop =
        sizes.dropLast().map(\.height).reduce(0, +) + gaps.reduce(0, +)
      guard let first = dimensions.first, let last = dimensions.last else { return nil }
      return (first[.firstTextBaseline], lastTop + last[.lastTextBaseline])
    }
    let (offsets, _) = StackMath.across(
      subviews, sizes: sizes, proposals: offered, axis: .horizontal,
      alignment: .vertical(stack.guide.vertical))
    let firsts = zip(offsets, dimensions).map { $0 + $1[.firstTextBaseline] }
    let lasts = zip(offsets, dimensions).map { $0 + $1[.lastTextBaseline] }
    guard let first = firsts.min(), let last = lasts.max() else { return nil }
    return (first, last)
  }
}

extension LayoutNode {
  /// A custom guide's explicit value in a plain stack, offered `proposal`: the first subview's
  /// that has one, where that subview sits in the stack; nil for a built-in guide, which stays
  /// the stack's own, as SwiftUI passes only custom guides up through containers.
  func stackGuide(_ guide: StackGuide, _ proposal: ProposedViewSize) -> CGFloat? {
    guard guide.isCustom, case .stack(let stack) = element.role, !subviews.isEmpty else {
      return nil
    }
    if stack.axis == .depth { return depthStackGuide(guide, stack.guide, proposal) }
    let axis: Axis = stack.axis == .horizontal ? .horizontal : .vertical
    let sizes = StackMath.sizes(subviews, proposal: proposal, axis: axis, spacing: stack.spacing)
    let offered = StackMath.proposals(sizes, proposal: proposal, axis: axis)
    let dimensions = subviews.indices.map { subviews[$0].dimensions(in: offered[$0]) }
    guard let (index, value) = guide.firstExplicitValue(in: dimensions) else { return nil }
    if guide.runs(along: axis) {
      let gaps = StackMath.gaps(subviews, axis: axis, spacing: stack.spacing)
      let before = sizes.prefix(index).map { axis == .horizontal ? $0.width : $0.height }
      return before.reduce(0, +) + gaps.prefix(index).reduce(0, +) + value
    }
    let alignment: StackMath.Across =
      axis == .horizontal ? .vertical(stack.guide.vertical) : .horizontal(stack.guide.horizontal)
    let (offsets, _) = StackMath.across(
      subviews, sizes: sizes, proposals: offered, axis: axis, alignment: alignment)
    return offsets[index] + value
  }
}

extension LayoutNode {
  /// A custom guide's explicit value in a `ZStack` aligned by `alignment`: the first subview's
  /// that has one, where the stack puts that subview (each offered the whole proposal).
  private func depthStackGuide(
    _ guide: StackGuide, _ alignment: Alignment, _ proposal: ProposedViewSize
  ) -> CGFloat? {
    let dimensions = subviews.indices.map { subviews[$0].dimensions(in: proposal) }
    guard let (index, value) = guide.firstExplicitValue(in: dimensions) else { return nil }
    // Each subview sits so that its alignment line meets the farthest one in.
    let lines = dimensions.map { guide.line(of: alignment, in: $0) }
    return (lines.max() ?? 0) - lines[index] + value
  }
}

/// A horizontal or vertical guide a stack is asked for.
enum StackGuide {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// Whether the guide is an app's own (an `AlignmentID`), not a built-in edge or centre.
  var isCustom: Bool {
    switch self {
    case .horizontal(let guide): guide.id != nil
    case .vertical(let guide): guide.id != nil
    }
  }

  /// Whether the guide's value is a position along `axis`.
  func runs(along axis: Axis) -> Bool {
    switch self {
    case .horizontal: axis == .horizontal
    case .vertical: axis == .vertical
    }
  }

  func explicitValue(in dimensions: ViewDimensions) -> CGFloat? {
    switch self {
    case .horizontal(let guide): dimensions[explicit: guide]
    case .vertical(let guide): dimensions[explicit: guide]
    }
  }

  /// The first of `dimensions` with an explicit value for the guide: its index and the value.
  func firstExplicitValue(in dimensions: [ViewDimensions]) -> (Int, CGFloat)? {
    for (index, dimension) in dimensions.enumerated() {
      if let value = explicitValue(in: dimension) { return (index, value) }
    }
    return nil
  }

  /// Where `alignment`'s line along the same axis as the guide falls in `dimensions`.
  func line(of alignment: Alignment, in dimensions: ViewDimensions) -> CGFloat {
    switch self {
    case .horizontal: dimensions[alignment.horizontal]
    case .vertical: dimensions[alignment.vertical]
    }
  }
}
