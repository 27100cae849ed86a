import WaypointCore

/// A split view's state between updates: its columns (each a container), which column is on top
/// when collapsed, the selections as last read, and its visibility when no binding holds it.
@MainActor
final class SplitViewState {
  private let split: NodeHandle
  private(set) var columns: [SplitColumn] = []
  /// The visibility binding, as of the last update.
  var visibilityBinding: Binding<NavigationSplitViewVisibility>?
  /// The visibility without a binding, changed by the "show / hide sidebar" action.
  var ownedVisibility = NavigationSplitViewVisibility.automatic
  /// The `preferredCompactColumn` binding, as of the last update.
  var compactColumnBinding: Binding<NavigationSplitViewColumn>?
  /// The column on top when collapsed, without a binding; nil until first decided.
  var ownedCompactTop: Int?
  /// Each column's selection, as last read; nil before the first read.
  var selections: [AnyHashable?]?
  /// Whether the split view was collapsed at its last update.
  var isCollapsed = false
  /// Whether the last output was the collapsed stack; nil before the first.
  var outputWasCollapsed: Bool?
  /// The environment each column was last given, and the split view's it came from.
  var columnEnvironments: (base: EnvironmentValues, derived: [EnvironmentValues])?
  /// The collapsed stack's screens.
  let sequence = ScreenSequence()
  /// How many contents links have shown in a next column, which numbers each.
  private var presentations = 0
  /// What the columns were last placed from (see `Node.needsPlacing`).
  var placedFrom: Placement?

  private init(node: Node) {
    split = node.handle
  }

  /// The state kept on a split view's node, with one container per column.
  static func of(_ node: Node, columns: [NavigationSplitViewColumn]) -> SplitViewState {
    node.primitiveState {
      let container = SplitViewState(node: node)
      container.columns = columns.enumerated().map {
        SplitColumn(split: container, position: $0.offset, column: $0.element)
      }
      return container
    }
  }

  /// The visibility the binding (or the split view itself) holds.
  var visibility: NavigationSplitViewVisibility {
    visibilityBinding?.wrappedValue ?? ownedVisibility
  }

  /// Changes the visibility, as a renderer's "show / hide sidebar" control does.
  func setVisibility(_ visibility: NavigationSplitViewVisibility) {
    if let visibilityBinding {
      visibilityBinding.wrappedValue = visibility
    } else {
      ownedVisibility = visibility
    }
    split.node?.markDirty()
  }

  /// The column on top when collapsed.
  var compactTop: Int {
    if let compactColumnBinding { return position(of: compactColumnBinding.wrappedValue) }
    return ownedCompactTop ?? lastUsefulColumn
  }

  /// Where `column` is; `.content` of a two-column view is its detail.
  func position(of column: NavigationSplitViewColumn) -> Int {
    columns.firstIndex { $0.column == column } ?? columns.count - 1
  }

  /// The last column that shows something: each column after one with a selection, or with
  /// content presented in it.
  var lastUsefulColumn: Int {
    var top = 0
    while top + 1 < columns.count,
      selections?[top] != nil || columns[top + 1].presented != nil
    {
      top += 1
    }
    return top
  }

  /// Puts `position` on top of the collapsed stack, writing the binding if there is one.
  func moveCompactTop(to position: Int) {
    ownedCompactTop = position
    if let compactColumnBinding, self.position(of: compactColumnBinding.wrappedValue) != position {
      compactColumnBinding.wrappedValue = columns[position].column
    }
  }

  /// Shows `content` in the column after `position` (a link there presented it), and drops what
  /// was presented further on.
  func showInNextColumn(after position: Int, content: ColumnPresentation.Content) {
    guard position + 1 < columns.count else { return }
    presentations += 1
    columns[position + 1].presented = ColumnPresentation(serial: presentations, content: content)
    for column in columns[(position + 2)...] { column.presented = nil }
    moveCompactTop(to: position + 1)
    split.node?.markDirty()
  }

  /// Takes away what the column after `position` was showing in place of its content, and what
  /// was presented further on.
  func dropPresented(after position: Int) {
    guard position + 1 < columns.count else { return }
    for column in columns[(position + 1)...] { column.presented = nil }
    if compactTop > position { moveCompactTop(to: position) }
    split.node?.markDirty()
  }

  /// Goes back from the column at `position` in the collapsed stack: the previous column comes
  /// on top, and its selection (which showed the popped column) is cleared.
  func popColumns(from position: Int) {
    guard position >= 1, position < columns.count else { return }
    for column in columns[position...] { column.presented = nil }
    moveCompactTop(to: position - 1)
    columns[position - 1].clearSelection()
    split.node?.markDirty()
  }

  /// Goes back to the first column of the collapsed stack, as going back from each column in
  /// turn would (each selection that showed a popped column is cleared).
  func popToFirstColumn() {
    for position in stride(from: compactTop, through: 1, by: -1) { popColumns(from: position) }
  }

  /// Takes the selections just read: a column whose selection changed drops what was presented
  /// after it, and, when something is now selected, shows the next column on top (when
  /// collapsed); when nothing is, the column itself comes back on top.
  func noteSelections(_ now: [AnyHashable?]) {
    guard let before = selections else {
      selections = now
      return
    }
    selections = now
    for position in columns.indices where now[position] != before[position] {
      guard position + 1 < columns.count else { continue }
      for column in columns[(position + 1)...] { column.presented = nil }
      if now[position] != nil {
        moveCompactTop(to: position + 1)
      } else if compactTop > position {
        moveCompactTop(to: position)
      }
    }
  }

  /// Updates the split view again when a column's list reports a selection other than the one
  /// last read.
  func noteColumnSelection(_ selection: AnyHashable?, at position: Int) {
    guard let selections, selections.indices.contains(position), selections[position] != selection
    else { return }
    split.node?.markDirty()
  }

  /// The columns on screen: all visible columns at regular width; collapsed, the one on top.
  func visibleColumns(collapsed: Bool, style: NavigationSplitViewStyleKind) -> Set<Int> {
    if collapsed { return [min(compactTop, columns.count - 1)] }
    let all = Set(columns.indices)
    switch resolvedVisibility(style: style) {
    case .detailOnly: return [columns.count - 1]
    case .doubleColumn: return columns.count == 3 ? [1, 2] : all
    default: return all
    }
  }

  /// The visibility with `.automatic` resolved: `.detailOnly` for the prominent-detail style,
  /// else `.all`.
  func resolvedVisibility(style: NavigationSplitViewStyleKind) -> NavigationSplitViewVisibility {
    guard visibility == .automatic else { return visibility }
    return style == .prominentDetail ? .detailOnly : .all
  }
}
