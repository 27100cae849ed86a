import Foundation

/// A row of a table (a `GridRow` outside a `Grid`): its cells in columns every row of the table
/// shares, so they line up without the rows consulting each other. A cell with a frame's width
/// keeps it; the others share what is left equally, 8 points apart. Each cell is offered its
/// column and sits at its leading edge, at the row's vertical alignment.
struct TableRowLayout: Layout {
  /// The width each cell's frame fixes, nil for a cell that shares the rest.
  var fixedWidths: [CGFloat?]
  /// Where a shorter cell sits: 0 top, 0.5 centre, 1 bottom.
  var verticalFraction: CGFloat = 0.5
  static let spacing: CGFloat = 8

  private func columns(_ width: CGFloat, count: Int) -> [CGFloat] {
    let fixed = (0..<count).map { $0 < fixedWidths.count ? fixedWidths[$0] : nil }
    let taken = fixed.compactMap { $0 }.reduce(0, +) + Self.spacing * CGFloat(max(0, count - 1))
    let sharing = fixed.filter { $0 == nil }.count
    let share = sharing > 0 ? max(0, width - taken) / CGFloat(sharing) : 0
    return fixed.map { $0 ?? share }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let width = proposal.width else {
      // Offered no width: each cell at its own, side by side.
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      let total = sizes.map(\.width).reduce(0, +) + Self.spacing * CGFloat(max(0, sizes.count - 1))
      return CGSize(width: total, height: sizes.map(\.height).max() ?? 0)
    }
    let widths = columns(width, count: subviews.count)
    let height = zip(subviews, widths).map { subview, column in
      subview.sizeThatFits(ProposedViewSize(width: column, height: proposal.height)).height
    }.max()
    return CGSize(width: width, height: height ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let widths = columns(bounds.width, count: subviews.count)
    var x = bounds.minX
    for (subview, column) in zip(subviews, widths) {
      let offer = ProposedViewSize(width: column, height: bounds.height)
      let height = subview.sizeThatFits(offer).height
      subview.place(
        at: CGPoint(x: x, y: bounds.minY + (bounds.height - height) * verticalFraction),
        proposal: offer)
      x += column + Self.spacing
    }
  }
}
