/// A list's selection as the container around the list sees it: a split view's column reads it
/// to know what its selection shows in the next column, and clears it when the user goes back.
struct ListSelectionProbe {
  /// The selection now; nil when nothing is selected.
  let read: @MainActor () -> AnyHashable?
  /// Selects nothing.
  let clear: @MainActor () -> Void
}

/// The list with a selection around a view, which a link in a split view's column selects
/// instead of presenting. Held weakly, like the container.
struct SelectingList {
  weak var state: ListState?
}

extension EnvironmentValues {
  /// The nearest list with a selection around a view, if any.
  var selectingList: SelectingList? {
    get { self[SelectingListKey.self] }
    set { self[SelectingListKey.self] = newValue }
  }
}

private enum SelectingListKey: EnvironmentKey {
  static var defaultValue: SelectingList? { nil }
}
