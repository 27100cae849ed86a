import Foundation
import WaypointUI

/// How a split view's visible columns share the window: widths from
/// `navigationSplitViewColumnWidth` at eight points to a cell, or defaults for columns that set
/// none (26 cells for a sidebar, 32 for a content column); the detail takes what is left. One
/// cell between columns holds the vertical rule.
enum ColumnLayout {
  /// Points per terminal cell: a 17-point body line is about two cells wide per character.
  static let pointsPerCell: CGFloat = 8
  /// The narrowest the detail column gets before leading columns give way.
  static let minimumDetailWidth = 30

  /// The width in cells of each column, leading to trailing, for a window `total` cells wide.
  static func widths(of columns: [ColumnInfo], total: Int) -> [Int] {
    guard columns.count > 1 else { return [total] }
    let rules = columns.count - 1
    var leading = columns.dropLast().map(preferredWidth)
    let available = total - rules
    let overflow = leading.reduce(0, +) + minimumDetailWidth - available
    if overflow > 0 {
      // Leading columns give up width in proportion to their size, down to their minimums.
      let sum = max(1, leading.reduce(0, +))
      for index in leading.indices {
        let share = (overflow * leading[index] + sum - 1) / sum
        leading[index] = max(minimumWidth(of: columns[index]), leading[index] - share)
      }
    }
    return leading + [max(1, available - leading.reduce(0, +))]
  }

  private static func preferredWidth(of column: ColumnInfo) -> Int {
    guard let width = column.width else { return column.column == .sidebar ? 26 : 32 }
    var cells = cells(width.ideal)
    if let min = width.min { cells = max(cells, self.cells(min)) }
    if let max = width.max { cells = min(cells, self.cells(max)) }
    return max(8, cells)
  }

  private static func minimumWidth(of column: ColumnInfo) -> Int {
    max(8, column.width?.min.map(cells) ?? 12)
  }

  /// The cells `points` take, rounded.
  static func cells(_ points: CGFloat) -> Int {
    Int((points / pointsPerCell).rounded())
  }
}
