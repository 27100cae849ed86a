import Foundation

/// How a stack shares the space proposed to it among its subviews, as SwiftUI's stacks do.
///
/// Along the stack's axis, a proposal of nil asks every subview for its ideal length. A
/// definite proposal, less the gaps, is offered to the subviews group by group in descending
/// `layoutPriority`: each group may use what remains after the lower groups' minimum lengths are
/// set aside, and within a group the least flexible subview (its maximum length less its
/// minimum) is offered an equal share of what is left first, so that what it does not take goes
/// to the more flexible ones. Across the axis every subview is offered the stack's proposal.
enum StackMath {
  static func fraction(of alignment: HorizontalAlignment) -> CGFloat {
    alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
  }

  static func fraction(of alignment: VerticalAlignment) -> CGFloat {
    switch alignment {
    case .top: 0
    case .bottom, .lastTextBaseline: 1
    case .firstTextBaseline: 0
    default: 0.5
    }
  }

  static func gap(_ subviews: LayoutSubviews, after index: Int, axis: Axis, spacing: CGFloat?)
    -> CGFloat
  {
    spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
  }

  /// The gaps between consecutive subviews, in order.
  static func gaps(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
    subviews.indices.dropLast().map { gap(subviews, after: $0, axis: axis, spacing: spacing) }
  }

  /// The size each subview takes when the stack is offered `proposal`, in order.
  static func sizes(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, axis: Axis, spacing: CGFloat?
  ) -> [CGSize] {
    let across = axis == .horizontal ? proposal.height : proposal.width
    func offer(_ length: CGFloat?) -> ProposedViewSize {
      axis == .horizontal
        ? ProposedViewSize(width: length, height: across)
        : ProposedViewSize(width: across, height: length)
    }
    func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    let items = Array(subviews)
    guard let proposed = axis == .horizontal ? proposal.width : proposal.height else {
      return items.map { $0.sizeThatFits(offer(nil)) }
    }
    let minimums = items.map { along($0.sizeThatFits(offer(0))) }
    let maximums = items.map { along($0.sizeThatFits(offer(.infinity))) }
    let gapTotal = gaps(subviews, axis: axis, spacing: spacing).reduce(0, +)
    var remaining = max(0, proposed - gapTotal)
    var sizes = [CGSize](repeating: .zero, count: items.count)
    let priorities = Set(items.map(\.priority)).sorted(by: >)
    for priority in priorities {
      let group = items.indices.filter { items[$0].priority == priority }
        .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
      let reserved = items.indices.filter { items[$0].priority < priority }
        .reduce(CGFloat(0)) { $0 + minimums[$1] }
      var available = max(0, remaining - reserved)
      for (offset, index) in group.enumerated() {
        let share = available / CGFloat(group.count - offset)
        let size = items[index].sizeThatFits(offer(share))
        sizes[index] = size
        available = max(0, available - along(size))
        remaining = max(0, remaining - along(size))
      }
    }
    return sizes
  }

  /// How subviews line up across a stack's axis.
  enum Across {
    /// Each at this fraction of the room across (0 leading or top, 1 trailing or bottom).
    case fraction(CGFloat)
    /// By a horizontal guide of each subview's dimensions (a vertical stack's alignment).
    case horizontal(HorizontalAlignment)
    /// By a vertical guide of each subview's dimensions (a horizontal stack's alignment).
    case vertical(VerticalAlignment)

    /// Where the line the subviews align on sits in room to spare across.
    var fraction: CGFloat {
      switch self {
      case .fraction(let fraction): fraction
      case .horizontal(let guide): StackMath.fraction(of: guide)
      case .vertical(let guide): StackMath.fraction(of: guide)
      }
    }
  }

  /// Each subview's offset across the axis from the stack's edge, with their guides on one
  /// line, and the stack's length across: the most any reaches before the line plus the most
  /// any reaches after it.
  static func across(
    _ subviews: LayoutSubviews, sizes: [CGSize], proposals: [ProposedViewSize], axis: Axis,
    alignment: Across
  ) -> (offsets: [CGFloat], length: CGFloat) {
    func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    let guides: [CGFloat] = subviews.indices.enumerated().map { position, index in
      switch alignment {
      case .fraction(let fraction): return fraction * length(sizes[position])
      case .horizontal(let guide): return subviews[index].dimensions(in: proposals[position])[guide]
      case .vertical(let guide): return subviews[index].dimensions(in: proposals[position])[guide]
      }
    }
    let before = guides.max() ?? 0
    let after = zip(sizes, guides).map { length($0) - $1 }.max() ?? 0
    return (guides.map { before - $0 }, before + after)
  }

  /// What each subview is offered along with the size it takes: its share along the axis, the
  /// stack's proposal across it.
  static func proposals(_ sizes: [CGSize], proposal: ProposedViewSize, axis: Axis)
    -> [ProposedViewSize]
  {
    sizes.map { size in
      axis == .horizontal
        ? ProposedViewSize(width: size.width, height: proposal.height)
        : ProposedViewSize(width: proposal.width, height: size.height)
    }
  }

  /// The stack's size: its subviews' lengths and gaps along the axis; across it, the largest
  /// length, or with guides, what they reach on either side of their line.
  static func size(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, axis: Axis, spacing: CGFloat?,
    alignment: Across = .fraction(0)
  ) -> CGSize {
    let sizes = sizes(subviews, proposal: proposal, axis: axis, spacing: spacing)
    let gapTotal = gaps(subviews, axis: axis, spacing: spacing).reduce(0, +)
    let across = across(
      subviews, sizes: sizes, proposals: proposals(sizes, proposal: proposal, axis: axis),
      axis: axis, alignment: alignment
    ).length
    if axis == .horizontal {
      return CGSize(width: sizes.reduce(gapTotal) { $0 + $1.width }, height: across)
    }
    return CGSize(width: across, height: sizes.reduce(gapTotal) { $0 + $1.height })
  }

  /// Places the subviews one after another from the leading (or top) edge of `bounds`, each at
  /// the size it takes of the bounds, aligned across the axis by `fraction`.
  static func place(
    _ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: CGFloat?,
    fraction: CGFloat
  ) {
    place(subviews, in: bounds, axis: axis, spacing: spacing, alignment: .fraction(fraction))
  }

  /// Places the subviews one after another from the leading (or top) edge of `bounds`, each at
  /// the size it takes of the bounds, their guides on one line across the axis.
  static func place(
    _ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis, spacing: CGFloat?,
    alignment: Across
  ) {
    let proposal = ProposedViewSize(bounds.size)
    let sizes = sizes(subviews, proposal: proposal, axis: axis, spacing: spacing)
    let offered = proposals(sizes, proposal: proposal, axis: axis)
    let (offsets, length) = across(
      subviews, sizes: sizes, proposals: offered, axis: axis, alignment: alignment)
    let room = (axis == .horizontal ? bounds.height : bounds.width) - length
    let start = (axis == .horizontal ? bounds.minY : bounds.minX) + room * alignment.fraction
    var offset: CGFloat = axis == .horizontal ? bounds.minX : bounds.minY
    for (position, index) in subviews.indices.enumerated() {
      let size = sizes[position]
      let point =
        axis == .horizontal
        ? CGPoint(x: offset, y: start + offsets[position])
        : CGPoint(x: start + offsets[position], y: offset)
      subviews[index].place(at: point, proposal: offered[position])
      offset += axis == .horizontal ? size.width : size.height
      if index + 1 < subviews.endIndex {
        offset += gap(subviews, after: index, axis: axis, spacing: spacing)
      }
    }
  }
}
