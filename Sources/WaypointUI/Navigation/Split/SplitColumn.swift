import WaypointCore

/// One column of a split view as a navigation container: links inside find their destinations
/// among those declared in the same column, and present them as the next column's content; a
/// list with a selection in it tells the split view what the column has selected.
@MainActor
final class SplitColumn: NavigationContainer {
  weak var split: SplitViewState?
  /// The column's place, leading first.
  let position: Int
  let column: NavigationSplitViewColumn
  let destinations = DestinationCatalog()
  /// The destinations declared in the column, as of the split view's last update.
  var table: DestinationTable?
  /// What a link in the previous column presented here, shown instead of the column's content.
  /// Content a binding presented sets the binding back when something else takes its place.
  var presented: ColumnPresentation? {
    didSet {
      if let oldValue, oldValue.serial != presented?.serial,
        case .bound(_, _, let dismiss) = oldValue.content
      {
        dismiss()
      }
    }
  }
  /// The lists with a selection in the column, in the order they first reported.
  private var lists: [(list: NodeHandle, probe: ListSelectionProbe)] = []

  init(split: SplitViewState, position: Int, column: NavigationSplitViewColumn) {
    self.split = split
    self.position = position
    self.column = column
  }

  /// A stack in a column is how a column drills down, not a mistake.
  var reportsNestedStacks: Bool { false }
  var linksSelectListRows: Bool { true }

  func showDestination(_ request: PushRequest) {
    guard let registration = table?.registration(for: request.type) else { return }
    split?.showInNextColumn(
      after: position, content: .destination(value: request.value, registration: registration))
  }

  func showDestination(view: AnyView, fromLink link: Int) {
    split?.showInNextColumn(after: position, content: .view(view, link: link))
  }

  /// A column shows one screen; going back from it is the split view's (collapsed) back.
  func popScreens(from index: Int) {
    split?.popColumns(from: position)
  }

  func noteListSelection(_ probe: ListSelectionProbe, from list: Node) {
    lists.removeAll { $0.list.node == nil }
    if let index = lists.firstIndex(where: { $0.list.node === list }) {
      lists[index].probe = probe
    } else {
      lists.append((list.handle, probe))
    }
    // A list made after the split view's update (a column coming on screen) may hold a
    // selection the split view has not read yet.
    split?.noteColumnSelection(selection, at: position)
  }

  /// What the column's first list with a selection has selected; nil when nothing is.
  var selection: AnyHashable? {
    lists.first { $0.list.node != nil }?.probe.read()
  }

  /// Shows what a binding in this column asks for as the next column's content, or takes it
  /// away when the binding no longer asks.
  func showBoundDestination(_ presented: PresentedView?, from declaration: Int) {
    guard let split, position + 1 < split.columns.count else { return }
    let next = split.columns[position + 1]
    var showsDeclaration = false
    if case .bound(_, let shown, _)? = next.presented?.content {
      showsDeclaration = shown == declaration
    }
    if let presented {
      guard !showsDeclaration else { return }
      split.showInNextColumn(
        after: position,
        content: .bound(presented.content, declaration: declaration, dismiss: presented.dismiss))
    } else if showsDeclaration {
      split.dropPresented(after: position)
    }
  }

  /// Selects nothing in the column's lists.
  func clearSelection() {
    for entry in lists where entry.list.node != nil { entry.probe.clear() }
  }
}

/// Content a link in one column presented in the next.
struct ColumnPresentation {
  enum Content {
    /// A value link's destination, made with the column's declaration.
    case destination(value: AnyHashable, registration: DestinationRegistration)
    /// A view-based link's destination.
    case view(AnyView, link: Int)
    /// What a `navigationDestination(isPresented:)` or `(item:)` — or a link bound to a
    /// Boolean or a selection — asks to show, with how to set its binding back.
    case bound(AnyView, declaration: Int, dismiss: @MainActor () -> Void)
  }

  /// Tells presentations apart, so a new one gets a fresh node.
  let serial: Int
  let content: Content

  /// The view to show.
  @MainActor
  var view: AnyView {
    switch content {
    case .destination(let value, let registration):
      registration.make(value)
        ?? AnyView(MissingDestinationView(typeName: registration.typeName))
    case .view(let view, _): view
    case .bound(let view, _, _): view
    }
  }
}
