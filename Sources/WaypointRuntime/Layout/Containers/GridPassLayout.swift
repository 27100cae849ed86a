import Foundation

/// A `Grid`: its rows' cells, in order, are its subviews, and they line up in columns — each
/// column as wide as its widest single-column cell (shared out of a definite width as a stack
/// shares it), each row as tall as its tallest cell. A view that is not in a `GridRow` spans
/// the grid.
struct GridPassLayout: Layout {
  /// What a cell says about its place.
  struct Cell {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
  }

  /// One row: its cells, or nil for a view across the grid.
  struct Row {
    var cells: [Cell]?
    var alignment: VerticalAlignment?
  }

  var rows: [Row]
  var alignment: Alignment
  var columnSpacing: CGFloat
  var rowSpacing: CGFloat

  /// Where each row's subviews start among the subviews.
  private var starts: [Int] {
    var starts: [Int] = []
    var next = 0
    for row in rows {
      starts.append(next)
      next += row.cells?.count ?? 1
    }
    return starts
  }

  private var columnCount: Int {
    rows.map { $0.cells?.reduce(0) { $0 + max(1, $1.columns) } ?? 0 }.max() ?? 0
  }

  /// Each subview's column and span, for the rows' cells.
  private func placesInColumns() -> [(row: Int, subview: Int, column: Int, span: Int)] {
    var places: [(Int, Int, Int, Int)] = []
    for (index, row) in rows.enumerated() {
      guard let cells = row.cells else { continue }
      var column = 0
      for (offset, cell) in cells.enumerated() {
        places.append((index, starts[index] + offset, column, max(1, cell.columns)))
        column += max(1, cell.columns)
      }
    }
    return places
  }

  private func cell(_ row: Int, _ offset: Int) -> Cell? { rows[row].cells?[offset] }

  /// The columns' widths for a proposed width.
  private func columnWidths(_ width: CGFloat?, _ subviews: Subviews) -> [CGFloat] {
    let count = columnCount
    guard count > 0 else { return [] }
    var minimum = [CGFloat](repeating: 0, count: count)
    var ideal = [CGFloat](repeating: 0, count: count)
    var maximum = [CGFloat](repeating: 0, count: count)
    for (row, subview, column, span) in placesInColumns() where span == 1 {
      let unsized = cell(row, subview - starts[row])?.unsizedAxes.contains(.horizontal) ?? false
      let view = subviews[subview]
      let idealWidth = view.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
      minimum[column] = max(
        minimum[column],
        unsized ? idealWidth : view.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
      ideal[column] = max(ideal[column], idealWidth)
      maximum[column] = max(
        maximum[column],
        unsized
          ? idealWidth : view.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
    }
    // A cell spanning columns wider than they are together widens each by an equal share of
    // what it lacks, its minimum and ideal widths alike.
    for (row, subview, column, span) in placesInColumns() where span > 1 {
      let end = min(count, column + span)
      guard column < end else { continue }
      let unsized = cell(row, subview - starts[row])?.unsizedAxes.contains(.horizontal) ?? false
      let view = subviews[subview]
      let idealWidth = view.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
      let minimumWidth =
        unsized ? idealWidth : view.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width
      widen(&ideal, to: idealWidth, from: column, to: end)
      widen(&minimum, to: minimumWidth, from: column, to: end)
      for index in column..<end { maximum[index] = max(maximum[index], ideal[index]) }
    }
    guard let width else { return ideal }
    // The columns share the width as a stack's subviews do, least flexible first.
    var remaining = max(0, width - columnSpacing * CGFloat(count - 1))
    var widths = ideal
    let order = (0..<count).sorted { maximum[$0] - minimum[$0] < maximum[$1] - minimum[$1] }
    for (offset, column) in order.enumerated() {
      let share = remaining / CGFloat(count - offset)
      widths[column] = min(max(share, minimum[column]), maximum[column])
      remaining = max(0, remaining - widths[column])
    }
    return widths
  }

  /// Widens `widths[start..<end]` equally so that with the spacing between them they reach
  /// `needed`.
  private func widen(_ widths: inout [CGFloat], to needed: CGFloat, from start: Int, to end: Int) {
    let have = spanWidth(widths, from: start, span: end - start)
    guard needed.isFinite, needed > have else { return }
    let share = (needed - have) / CGFloat(end - start)
    for index in start..<end { widths[index] += share }
  }

  private func spanWidth(_ widths: [CGFloat], from column: Int, span: Int) -> CGFloat {
    let end = min(widths.count, column + span)
    guard column < end else { return 0 }
    return widths[column..<end].reduce(0, +) + columnSpacing * CGFloat(end - column - 1)
  }

  private func totalWidth(_ widths: [CGFloat]) -> CGFloat {
    spanWidth(widths, from: 0, span: widths.count)
  }

  /// What each subview is offered across: its cell's width (its ideal where it is unsized).
  private func offers(_ widths: [CGFloat]) -> [Int: CGFloat?] {
    var offers: [Int: CGFloat?] = [:]
    for (row, subview, column, span) in placesInColumns() {
      let unsized = cell(row, subview - starts[row])?.unsizedAxes.contains(.horizontal) ?? false
      offers[subview] = unsized ? nil : spanWidth(widths, from: column, span: span)
    }
    for (index, row) in rows.enumerated() where row.cells == nil {
      offers[starts[index]] = totalWidth(widths)
    }
    return offers
  }

  /// Each row's height for a proposed height.
  private func rowHeights(_ height: CGFloat?, _ widths: [CGFloat], _ subviews: Subviews)
    -> [CGFloat]
  {
    let offers = offers(widths)
    let rowViews = LayoutSubviews(
      rows.indices.map { index in
        let members = starts[index]..<(starts[index] + (rows[index].cells?.count ?? 1))
        return LayoutSubview(
          id: index,
          measure: { proposal in
            let tallest = members.map { subview in
              subviews[subview].sizeThatFits(
                ProposedViewSize(width: offers[subview] ?? nil, height: proposal.height)
              ).height
            }.max()
            return CGSize(width: 0, height: tallest ?? 0)
          }, placement: { _, _, _ in })
      })
    return StackMath.sizes(
      rowViews, proposal: ProposedViewSize(width: nil, height: height), axis: .vertical,
      spacing: rowSpacing
    ).map(\.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let widths = columnWidths(proposal.width, subviews)
    let heights = rowHeights(proposal.height, widths, subviews)
    return CGSize(
      width: totalWidth(widths),
      height: heights.reduce(0, +) + rowSpacing * CGFloat(max(0, heights.count - 1)))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    let widths = columnWidths(bounds.width, subviews)
    let heights = rowHeights(bounds.height, widths, subviews)
    let offers = offers(widths)
    var columnAlignments: [Int: HorizontalAlignment] = [:]
    let places = placesInColumns()
    for (row, subview, column, _) in places {
      if let guide = cell(row, subview - starts[row])?.columnAlignment {
        columnAlignments[column] = guide
      }
    }
    var tops: [CGFloat] = []
    var y = bounds.minY
    for height in heights {
      tops.append(y)
      y += height + rowSpacing
    }
    func put(_ subview: Int, in rect: CGRect, anchor: UnitPoint) {
      subviews[subview].place(
        at: CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y),
        anchor: anchor,
        proposal: ProposedViewSize(width: offers[subview] ?? nil, height: rect.height))
    }
    for (row, subview, column, span) in places {
      let x =
        bounds.minX + spanWidth(widths, from: 0, span: column) + (column > 0 ? columnSpacing : 0)
      let rect = CGRect(
        x: x, y: tops[row], width: spanWidth(widths, from: column, span: span),
        height: heights[row])
      let horizontal = columnAlignments[column] ?? alignment.horizontal
      let vertical = rows[row].alignment ?? alignment.vertical
      let anchor =
        cell(row, subview - starts[row])?.anchor
        ?? UnitPoint(x: StackMath.fraction(of: horizontal), y: StackMath.fraction(of: vertical))
      put(subview, in: rect, anchor: anchor)
    }
    for (index, row) in rows.enumerated() where row.cells == nil {
      let rect = CGRect(
        x: bounds.minX, y: tops[index], width: totalWidth(widths), height: heights[index])
      put(
        starts[index], in: rect,
        anchor: UnitPoint(
          x: StackMath.fraction(of: alignment.horizontal),
          y: StackMath.fraction(of: alignment.vertical)))
    }
  }
}
