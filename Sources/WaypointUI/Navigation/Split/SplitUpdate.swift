import WaypointCore

/// One update of a split view: its columns placed (each in its container's environment, showing
/// what the previous column presented, if anything), the selections read, each column's
/// destinations found, and only the columns on screen left active.
///
/// The columns are the split view's children at every width, so collapsing and expanding keep
/// all of their state.
@MainActor
struct SplitUpdate {
  let node: Node
  let columns: [SplitColumnContent]
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  func run() {
    // `SplitOutput` reads which columns changed.
    node.keepChangedChildren()
    let split = SplitViewState.of(node, columns: columns.map(\.column))
    if let outer = node.environment.navigationContainer, outer.reportsNestedStacks {
      node.graph.diagnostics.record(.splitViewInsideStack)
    }
    node.environment.tabScope?.noteSplitView(split)
    split.visibilityBinding = columnVisibility
    split.compactColumnBinding = preferredCompactColumn
    // The output reads the visibility; reading it here makes a change of it update the view.
    let compactColumn = node.observing {
      _ = columnVisibility?.wrappedValue
      return preferredCompactColumn?.wrappedValue
    }
    if compactColumn == .content, columns.count == 2 {
      node.graph.diagnostics.record(.compactColumnMissing)
    }
    node.actionTarget.setAction { [weak split] action in
      if let visibility = action.columnVisibility { split?.setVisibility(visibility) }
    }

    // Selections changed since the last update decide what the next columns show.
    if split.selections != nil { split.noteSelections(readSelections(of: split)) }
    for column in split.columns { column.destinations.beginUpdate() }
    reconcileColumns(of: split)
    if split.selections == nil { split.noteSelections(readSelections(of: split)) }

    let last = split.columns.count - 1
    for (position, column) in split.columns.enumerated() {
      var table = DestinationTable(diagnostics: node.graph.diagnostics)
      table.add(
        node.children[position].output.preferences[NavigationDestinationsKey.self], onRoot: true,
        typedPath: false)
      column.table = table
      // The last column has no next column to present in.
      column.destinations.endUpdate(types: position < last ? table.types : [])
    }

    let collapsed = node.environment.horizontalSizeClass == .compact
    if collapsed, !split.isCollapsed, split.compactColumnBinding == nil {
      split.ownedCompactTop = split.lastUsefulColumn
    }
    split.isCollapsed = collapsed
    let visible = split.visibleColumns(
      collapsed: collapsed, style: node.environment.navigationSplitViewStyle)
    // Every column is a node (`reconcileColumns`).
    for (position, child) in node.children.nodes.enumerated() {
      child.setActive(visible.contains(position))
    }
  }

  /// Places each column, or what the previous column presented in its place; not again when
  /// neither the split view's value nor what the columns show changed (a selection or the size
  /// class did), so no column's content is updated for it.
  private func reconcileColumns(of split: SplitViewState) {
    let environments = columnEnvironments(for: split)
    let keys = split.columns.map { AnyHashable($0.presented?.serial) }
    guard node.needsPlacing(keys: keys, environments: environments, since: &split.placedFrom)
    else { return }
    node.reconcile(makingNodes: true) { children in
      for (position, column) in split.columns.enumerated() {
        if let presented = column.presented {
          children.add(
            presented.view, key: .id(AnyHashable(PresentedColumnKey(serial: presented.serial))),
            environment: environments[position])
        } else {
          children.add(
            columns[position].view, key: .index(position), environment: environments[position])
        }
      }
    }
  }

  /// Each column's selection now, read so that a change updates the split view.
  private func readSelections(of split: SplitViewState) -> [AnyHashable?] {
    node.observing { split.columns.map(\.selection) }
  }

  /// The columns' environments: the same objects while the split view's environment is.
  private func columnEnvironments(for split: SplitViewState) -> [EnvironmentValues] {
    if let cached = split.columnEnvironments, cached.base.isIdentical(to: node.environment) {
      return cached.derived
    }
    let derived = split.columns.map { column in
      var environment = node.environment
      environment.enter(.container(column))
      return environment
    }
    split.columnEnvironments = (node.environment, derived)
    return derived
  }
}

/// What identifies content a link presented in a column among the split view's children.
struct PresentedColumnKey: Hashable {
  let serial: Int
}
